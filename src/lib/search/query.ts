import { WORD_SEPARATOR } from './highlight'
import { INTENTS, STOP_WORDS, SYNONYMS } from './synonyms'

/** One thing the reader asked for: a word as typed, or a phrase from the synonym lists standing for one idea. */
export interface QueryPart {
  /** The words as typed, lower case. */
  words: string[]
  /** Other words meaning the same: each alternative is one or more words. */
  alternatives: string[][]
  /** Typed as part of an API name (`api.get`, `download_url`, `getDownloadUrl`): no synonyms, no stemming. */
  code: boolean
  /** The query's last word, which the reader may still be typing: it also matches as a prefix. */
  last: boolean
  /** A record that lacks it can still rank: intent phrases such as `what is`. */
  optional: boolean
}

const STOP = new Set(STOP_WORDS)
const LONGEST_PHRASE = 3

export function words(text: string): string[] {
  return text
    .split(WORD_SEPARATOR)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 0)
}

/** Phrase (words joined by a space) to the other entries of its synonym groups. */
const SYNONYM_INDEX = (() => {
  const index = new Map<string, string[][]>()
  for (const group of SYNONYMS) {
    for (const entry of group) {
      const key = words(entry).join(' ')
      const others = group.filter((other) => other !== entry).map(words)
      index.set(key, [...(index.get(key) ?? []), ...others])
    }
  }
  return index
})()

const INTENT_INDEX = new Map(INTENTS.map(([phrase, target]) => [words(phrase).join(' '), words(target)]))

/**
 * A token names an API when it joins words with punctuation or capitals, as code does, or is a command-line flag
 * (`--env-file`) or a hyphenated stack-file key (`schedule-timezone`); a file name does not.
 */
function isCode(token: string): boolean {
  const bare = token.replace(/[.?!,]+$/, '')
  if (/^[\w-]*\.(ya?ml|json|toml|env|md|txt|lock)$/i.test(bare)) return false
  return /[._()]/.test(bare) || /[a-z][A-Z]/.test(bare) || /^--?[a-z]/i.test(bare) || /^[a-z]+(-[a-z]+)+$/.test(bare)
}

/** Words typed, with whether each came from an API-looking token. */
function typedWords(query: string): Array<{ word: string; code: boolean }> {
  return query
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((token) => {
      const code = isCode(token)
      return words(token).map((word) => ({ word, code }))
    })
}

/**
 * A query as parts to match. Intent phrases become optional parts; synonym phrases are matched longest first;
 * stop words are dropped unless the query has nothing else or they belong to an API name.
 */
export function parseQuery(query: string): QueryPart[] {
  const typed = typedWords(query)
  const parts: QueryPart[] = []
  let index = 0
  while (index < typed.length) {
    let matched = false
    for (let length = Math.min(LONGEST_PHRASE, typed.length - index); length >= 1 && !matched; length--) {
      const slice = typed.slice(index, index + length)
      if (slice.some((word) => word.code)) continue
      const phrase = slice.map((word) => word.word).join(' ')
      const intent = INTENT_INDEX.get(phrase)
      const synonyms = SYNONYM_INDEX.get(phrase)
      if (!intent && !(synonyms && (length > 1 || !STOP.has(phrase)))) continue
      const last = index + length === typed.length
      parts.push({
        words: slice.map((word) => word.word),
        alternatives: intent ? intent.map((word) => [word]) : synonyms!,
        code: false,
        last,
        optional: Boolean(intent),
      })
      index += length
      matched = true
    }
    if (matched) continue
    const { word, code } = typed[index]!
    parts.push({ words: [word], alternatives: [], code, last: index === typed.length - 1, optional: false })
    index++
  }
  const meaningful = parts.filter((part) => part.optional || part.code || part.words.length > 1 || !STOP.has(part.words[0]!))
  if (meaningful.some((part) => !part.optional)) return meaningful
  // Only stop words (and intents): keep them, or `what is` alone would find nothing to match.
  return parts
}

const SUFFIXES = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ities', 'ity', 'ies', 'ed', 'ly', 'es', 's']

/**
 * A word's stem, for matching its other forms: `deployment`, `deploying` and `deploys` all give `deploy`. Crude on
 * purpose; it only ever adds matches below the word as typed, and stems shorter than four letters are not used.
 */
export function stem(word: string): string {
  let root = word
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length)
      // `es` is a plural ending only after a hiss (`caches`, `boxes`); `queues` is `queue` and `s`.
      if (suffix === 'es' && !/(s|x|z|ch|sh)$/.test(base)) continue
      root = suffix === 'ies' ? `${base}y` : base
      break
    }
  }
  // A final e goes too, so `store`, `stored` and `stores` share `stor`, and `secure` and `securely` `secur`.
  return root.length > 4 && root.endsWith('e') ? root.slice(0, -1) : root
}

/** Optimal string alignment distance: Levenshtein where swapping two neighbouring letters is one edit. */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[] = new Array<number>(rows * cols)
  for (let i = 0; i < rows; i++) d[i * cols] = i
  for (let j = 0; j < cols; j++) d[j] = j
  for (let i = 1; i < rows; i++) {
    let best = Infinity
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[(i - 2) * cols + j - 2]! + 1)
      d[i * cols + j] = value
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
  }
  return d[rows * cols - 1]!
}

/** Typos allowed in a word, as hosted DocSearch allows them: one from four letters, two from eight. */
export function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0
}
