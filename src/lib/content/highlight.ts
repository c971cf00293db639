import type { Element, ElementContent, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { createHighlighter, hastToHtml, type Highlighter } from 'shiki'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import { canonicalLanguage, fenceLanguages } from '../code/languages'
import type { SdkRegistry } from '../sdks/registry'
import { parseCodeMeta } from './code-meta'

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const

export interface HighlightOptions {
  /** The SDK registry of the site the page belongs to: its SDKs' languages and aliases are the fences' languages. */
  registry: SdkRegistry
}

/**
 * Highlights every fenced code block at build time with both themes as CSS variables, and leaves on the `pre`
 * what the code block component needs: the language, the raw source for copying, and the fence's options.
 */
export const rehypeHighlight: Plugin<[HighlightOptions], Root> = ({ registry }) => {
  // One highlighter per processor, created on its first page with code: a build has one registry, so one processor.
  let highlighter: Promise<Highlighter> | undefined
  return async (tree, file) => {
    function fail(reason: string, node: Element): never {
      const message = file.message(reason, node)
      message.fatal = true
      throw message
    }
    const blocks: Array<{ node: Element; parent: Element | Root; index: number }> = []
    visit(tree, 'element', (node: Element, index, parent) => {
      const code = node.children[0]
      if (node.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code' || index === undefined || !parent) return
      blocks.push({ node, parent: parent as Element | Root, index })
    })
    if (blocks.length === 0) return
    // Every language a fence may name but plain text, which needs no grammar.
    highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: fenceLanguages(registry).map(({ name }) => name).filter((name) => name !== 'text') })
    const shiki = await highlighter
    for (const { node, parent, index } of blocks) {
      const code = node.children[0] as Element
      const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : []
      const declared = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length)
      if (!declared) fail('code block without a language: write ```text for plain text', node)
      const language = canonicalLanguage(declared, registry)
      // `text` is Shiki's built-in plain language and needs no grammar.
      if (language !== 'text' && !shiki.getLoadedLanguages().includes(language)) fail(`unknown code language "${declared}"`, node)
      let meta
      try {
        meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta)
      } catch (error) {
        fail((error as Error).message, node)
      }
      const raw = toString(code).replace(/\n$/, '')
      const highlighted = shiki.codeToHast(raw, { lang: language, themes: CODE_THEMES, defaultColor: false, mergeSameStyleTokens: true })
      const pre = highlighted.children[0] as Element
      const lines = (pre.children[0] as Element).children
      // The highlighted lines travel as one HTML string, not as elements: as elements they would be written into the
      // page twice (the HTML and the React payload, as bulkier JSON) and hydrated span by span.
      const html = hastToHtml(
        lines.map((line) => compactLine(line, String(pre.properties.style))),
        { preferUnquoted: true },
      )
      // Every block has the themes' own text and background colours; globals.css gives them to `.shiki`.
      const { style, tabIndex } = pre.properties
      pre.properties = { className: ['shiki'], tabIndex, ...(style === BLOCK_STYLE ? {} : { style }), language, raw, html, ...meta }
      pre.children = []
      parent.children[index] = pre
    }
  }
}

/** The text and background colours of the two code themes, which globals.css sets on `.shiki`. */
export const BLOCK_STYLE = '--shiki-light:#1f2328;--shiki-dark:#e6edf3;--shiki-light-bg:#ffffff;--shiki-dark-bg:#0d1117'

/**
 * The token styles of the two code themes that globals.css names with a class (rule `.shiki .<class>`), so that a
 * span carries a short class instead of both themes' colours inline. A style not listed stays inline.
 */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  '--shiki-light:#CF222E;--shiki-dark:#FF7B72': 'c1',
  '--shiki-light:#0A3069;--shiki-dark:#A5D6FF': 'c2',
  '--shiki-light:#8250DF;--shiki-dark:#D2A8FF': 'c3',
  '--shiki-light:#953800;--shiki-dark:#FFA657': 'c4',
  '--shiki-light:#0550AE;--shiki-dark:#79C0FF': 'c5',
  '--shiki-light:#116329;--shiki-dark:#7EE787': 'c6',
  '--shiki-light:#6E7781;--shiki-dark:#8B949E': 'c7',
}

/**
 * A line with less markup and the same look: tokens in the block's own text colour (both themes) become bare text,
 * as they inherit the colour variables from the `pre`; tokens with a style that has a class carry the class.
 */
function compactLine(line: ElementContent, preStyle: string): ElementContent {
  if (line.type !== 'element') return line
  const colours = (style: string) => style.toLowerCase().match(/--shiki-(?:light|dark):[^;]+/g)?.join(';')
  const plain = colours(preStyle)
  return {
    ...line,
    children: line.children.flatMap((token): ElementContent[] => {
      const style = token.type === 'element' ? token.properties.style : undefined
      if (token.type !== 'element' || typeof style !== 'string') return [token]
      if (colours(style) === plain && !style.includes('font-')) return token.children
      const name = TOKEN_CLASSES[style]
      return name ? [{ ...token, properties: { className: [name] } }] : [token]
    }),
  }
}
