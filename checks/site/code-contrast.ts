import axe from 'axe-core'
import { parse } from 'node-html-parser'
import { BLOCK_STYLE, TOKEN_CLASSES } from '@/lib/content/highlight'

/**
 * The text contrast of highlighted code, worked out from the colours the build wrote rather than measured in a
 * browser: a code block's colours are CSS variables per theme (src/lib/content/highlight.ts, globals.css), so every
 * token of every page can be checked here, where the browser's axe run measures only a few pages' tokens, slowly.
 */

/** WCAG's minimum for text smaller than 18pt (14pt bold), which code is. */
export const MINIMUM_CONTRAST = 4.5

type Theme = 'light' | 'dark'
type Colours = Partial<Record<Theme | `${Theme}-bg`, string>>

function coloursOf(style: string | undefined): Colours {
  const colours: Colours = {}
  for (const [, name, value] of (style ?? '').matchAll(/--shiki-(light|dark|light-bg|dark-bg)\s*:\s*([^;]+)/gi)) {
    colours[name!.toLowerCase() as keyof Colours] = value!.trim()
  }
  return colours
}

const BLOCK = coloursOf(BLOCK_STYLE)
const CLASS_COLOURS = new Map(Object.entries(TOKEN_CLASSES).map(([style, name]) => [name, coloursOf(style)]))

interface AxeColour {
  parseString(value: string): void
}

/** axe's own colour functions, which its contrast rule uses (its type declarations leave them out). */
const colour = (axe.commons as unknown as { color: { Color: new () => AxeColour; getContrast(background: AxeColour, foreground: AxeColour): number } }).color

function contrast(foreground: string, background: string): number {
  const [fg, bg] = [foreground, background].map((value) => {
    const parsed = new colour.Color()
    parsed.parseString(value)
    return parsed
  })
  return colour.getContrast(bg!, fg!)
}

/** One line for each colour of code on the page, in either theme, whose contrast with its block is below the minimum. */
export function checkCodeContrast(path: string, html: string): { problems: string[]; colours: Set<string> } {
  const problems = new Set<string>()
  const colours = new Set<string>()
  for (const [block] of html.matchAll(/<pre\b[^>]*\bshiki\b[\s\S]*?<\/pre>/g)) {
    // node-html-parser keeps a pre's content as text unless told to parse it.
    const pre = parse(block, { blockTextElements: { script: true, noscript: true, style: true } }).querySelector('pre')
    if (!pre) continue
    const own = { ...BLOCK, ...coloursOf(pre.getAttribute('style')) }
    const tokens = pre.querySelectorAll('span').map((span) => ({
      ...(CLASS_COLOURS.get(span.getAttribute('class') ?? '') ?? {}),
      ...coloursOf(span.getAttribute('style')),
    }))
    for (const token of [{}, ...tokens]) {
      for (const theme of ['light', 'dark'] as const) {
        const foreground = token[theme] ?? own[theme]
        const background = own[`${theme}-bg`]
        if (!foreground || !background) continue
        colours.add(`${theme} ${foreground.toLowerCase()} on ${background.toLowerCase()}`)
        const ratio = contrast(foreground, background)
        if (ratio < MINIMUM_CONTRAST) problems.add(`${path}: ${theme} code ${foreground} on ${background} has contrast ${ratio.toFixed(2)}:1`)
      }
    }
  }
  return { problems: [...problems], colours }
}
