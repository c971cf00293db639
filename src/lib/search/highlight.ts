const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

const HTML_SIGNIFICANT = /[&<>"']/

export function escapeHtml(text: string): string {
  return HTML_SIGNIFICANT.test(text) ? text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character) : text
}

/** The word splitter the engine indexes with: whitespace and punctuation separate words. */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u

export interface Marked {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
}

interface Tags {
  pre: string
  post: string
}

/** Words as the engine reads them: runs of anything but whitespace and punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu

interface Word {
  start: number
  end: number
}

function words(text: string): Word[] {
  const found: Word[] = []
  WORD.lastIndex = 0
  for (let match = WORD.exec(text); match; match = WORD.exec(text)) found.push({ start: match.index, end: match.index + match[0].length })
  return found
}

/** Escapes `text[from, to)` and wraps its matched words, given those words' positions. */
function mark(text: string, from: number, to: number, found: Word[], terms: ReadonlySet<string>, tags: Tags, matched: Set<string>): string {
  let value = ''
  let last = from
  for (const { start, end } of found) {
    const term = text.slice(start, end).toLowerCase()
    if (!terms.has(term)) continue
    matched.add(term)
    value += `${escapeHtml(text.slice(last, start))}${tags.pre}${escapeHtml(text.slice(start, end))}${tags.post}`
    last = end
  }
  return value + escapeHtml(text.slice(last, to))
}

function level(matched: Set<string>, terms: ReadonlySet<string>): Marked['matchLevel'] {
  return matched.size === 0 ? 'none' : matched.size === terms.size ? 'full' : 'partial'
}

/**
 * Marks the words of `text` that the engine matched, escaping everything else first so that record text can never
 * inject markup. `terms` are the engine's matched index terms (lower case).
 */
export function highlight(text: string, terms: ReadonlySet<string>, tags: Tags): Marked {
  const matched = new Set<string>()
  const value = mark(text, 0, text.length, words(text), terms, tags, matched)
  return { value, matchLevel: level(matched, terms), matchedWords: [...matched] }
}

/** A window of `length` words around the first match, with `ellipsis` where the text is cut. */
export function snippet(text: string, terms: ReadonlySet<string>, length: number, ellipsis: string, tags: Tags): Marked {
  const found = words(text)
  if (found.length <= length) return highlight(text, terms, tags)
  const firstMatch = found.findIndex(({ start, end }) => terms.has(text.slice(start, end).toLowerCase()))
  const first = Math.max(0, Math.min(firstMatch === -1 ? 0 : firstMatch - Math.floor(length / 3), found.length - length))
  const last = first + length - 1
  const from = first === 0 ? 0 : found[first]!.start
  const to = last === found.length - 1 ? text.length : found[last]!.end
  const matched = new Set<string>()
  const value = mark(text, from, to, found.slice(first, last + 1), terms, tags, matched)
  const escapedEllipsis = escapeHtml(ellipsis)
  return {
    value: `${first > 0 ? escapedEllipsis : ''}${value}${last < found.length - 1 ? escapedEllipsis : ''}`,
    matchLevel: level(matched, terms),
    matchedWords: [...matched],
  }
}
