import { DEFAULT_DESCRIPTION } from '../metadata/metadata'

/** Only this much of each query value is read; the rest cannot reach the image anyway. */
export const RAW_LIMIT = 2_000
/** The longest title or description on the image, ellipsis included. */
export const TEXT_LIMIT = 100

export const DEFAULT_TITLE = 'Nitric Docs'

export interface CardText {
  title: string
  description: string
}

/**
 * Printable characters that both shipped Inter latin files (400 and 700) have glyphs for, from their cmap tables.
 * The image renderer downloads a font or an emoji for any character the given fonts lack, so nothing else may
 * reach it: this machine and production have no business fetching from Google Fonts or jsDelivr.
 */
export const RENDERABLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x21, 0x7e],
  [0xa1, 0xac], // U+00AD, the soft hyphen, has no glyph
  [0xae, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
]

function renderable(codePoint: number): boolean {
  return RENDERABLE_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last)
}

/**
 * Keeps what the fonts can draw. Accented letters outside the set lose their accent (ő → o) rather than vanish;
 * other scripts, emoji, control and invisible formatting characters are dropped; any whitespace becomes one space.
 */
export function sanitizeText(raw: string): string {
  let out = ''
  for (const char of raw.slice(0, RAW_LIMIT).normalize('NFC')) {
    if (/\s/u.test(char)) {
      out += ' '
      continue
    }
    const codePoint = char.codePointAt(0)!
    if (renderable(codePoint)) {
      out += char
      continue
    }
    for (const part of char.normalize('NFD')) if (renderable(part.codePointAt(0)!)) out += part
  }
  return out.replace(/ {2,}/g, ' ').trim()
}

/** Cuts at the last word boundary that fits, so the text plus '…' is at most `limit` characters. */
export function truncate(text: string, limit = TEXT_LIMIT): string {
  if (text.length <= limit) return text
  const room = text.slice(0, limit - 1)
  const boundary = room.lastIndexOf(' ')
  // A boundary in the first half would throw away most of the text: a long word is cut mid-word instead.
  const cut = boundary > limit / 2 ? room.slice(0, boundary) : room
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`
}

function cardLine(raw: string | null, fallback: string): string {
  const text = sanitizeText(raw ?? '')
  return text ? truncate(text) : fallback
}

/**
 * The text of the image for a query string such as `?title=…&description=…`. The first occurrence of a repeated
 * parameter wins; a missing, empty or entirely unrenderable value gets the site default.
 */
export function cardText(search: string): CardText {
  // URLSearchParams never throws: malformed percent-escapes are kept literally or become U+FFFD, which sanitising drops.
  const params = new URLSearchParams(search)
  return {
    title: cardLine(params.get('title'), DEFAULT_TITLE),
    description: cardLine(params.get('description'), DEFAULT_DESCRIPTION),
  }
}
