const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
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

/** Splits text into words and the separators between them, keeping both so the text can be rebuilt. */
function pieces(text: string): Array<{ word: boolean; text: string }> {
  const result: Array<{ word: boolean; text: string }> = []
  const separator = new RegExp(WORD_SEPARATOR.source, 'gu')
  let last = 0
  for (const match of text.matchAll(separator)) {
    if (match.index > last) result.push({ word: true, text: text.slice(last, match.index) })
    result.push({ word: false, text: match[0] })
    last = match.index + match[0].length
  }
  if (last < text.length) result.push({ word: true, text: text.slice(last) })
  return result
}

/**
 * Marks the words of `text` that the engine matched, escaping everything else first so that record text can never
 * inject markup. `terms` are the engine's matched index terms (lower case).
 */
export function highlight(text: string, terms: ReadonlySet<string>, tags: Tags): Marked {
  const matched = new Set<string>()
  const value = pieces(text)
    .map((piece) => {
      if (!piece.word) return escapeHtml(piece.text)
      const term = piece.text.toLowerCase()
      if (!terms.has(term)) return escapeHtml(piece.text)
      matched.add(term)
      return `${tags.pre}${escapeHtml(piece.text)}${tags.post}`
    })
    .join('')
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.size ? 'full' : 'partial'
  return { value, matchLevel, matchedWords: [...matched] }
}

/** A window of `length` words around the first match, with `ellipsis` where the text is cut. */
export function snippet(text: string, terms: ReadonlySet<string>, length: number, ellipsis: string, tags: Tags): Marked {
  const all = pieces(text)
  const wordIndexes = all.flatMap((piece, index) => (piece.word ? [index] : []))
  if (wordIndexes.length <= length) return highlight(text, terms, tags)
  const firstMatch = wordIndexes.findIndex((index) => terms.has(all[index]!.text.toLowerCase()))
  const startWord = Math.max(0, Math.min(firstMatch === -1 ? 0 : firstMatch - Math.floor(length / 3), wordIndexes.length - length))
  const from = wordIndexes[startWord]!
  const to = wordIndexes[startWord + length - 1]!
  const window = all.slice(from, to + 1).map((piece) => piece.text).join('')
  const marked = highlight(window, terms, tags)
  const escapedEllipsis = escapeHtml(ellipsis)
  return {
    ...marked,
    value: `${from > 0 ? escapedEllipsis : ''}${marked.value}${to < all.length - 1 ? escapedEllipsis : ''}`,
  }
}
