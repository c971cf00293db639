import SearchableMap from 'minisearch/SearchableMap'
import { WORD_SEPARATOR } from './highlight'
import type { DocSearchRecord } from './types'

export const MAX_QUERY_LENGTH = 64
const MIN_PREFIX = 3
/** Query words beyond this many are ignored: one bit each in a 32-bit mask. */
const MAX_QUERY_TERMS = 32

export interface FacetFilter {
  attribute: 'type' | 'lvl0'
  value: string
}

export interface SearchOptions {
  /** Facet filters as Algolia reads them: every group must match, and a group matches when any of its filters does. */
  filters?: FacetFilter[][]
  /** How many of the best matches to return, in rank order; all of them are still counted. */
  limit?: number
}

export interface Match {
  record: DocSearchRecord
  /** Index terms the query matched in this record, lower case: what to highlight. */
  terms: Set<string>
}

export interface SearchResults {
  /** Every record that matched. */
  total: number
  /** The best `limit` of them, best first. */
  matches: Match[]
}

/** Words too common to help ranking; as prefixes they would match half the index. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it its my of or so that the this to was what which with you your'.split(' '),
)

/**
 * The indexed fields, in posting order: a record's own heading, the headings above it, and its body text. A match in
 * the own heading counts four times a body match.
 */
const FIELD_BOOSTS = [4, 1.5, 1] as const
const FIELDS = FIELD_BOOSTS.length
/** BM25+ constants (those MiniSearch uses, which the relevance suite was tuned with). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }
/** Expanded words count less than the word typed: prefixes half, typos less. */
const WEIGHTS = { prefix: 0.5, fuzzy: 0.3 }

/**
 * A command-line flag as written, `--env-file`. Besides its words, each is one more term, so that a query for a flag
 * ranks the text naming that flag above every other use of its words (`--stack` above any mention of stacks).
 */
const FLAG = /(?<![\p{L}\p{N}_-])--[\p{L}\p{N}][\p{L}\p{N}_-]*/gu

function terms(text: string): string[] {
  const words = text
    .split(WORD_SEPARATOR)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word))
  const flags = text.match(FLAG) ?? []
  return flags.length === 0 ? words : [...words, ...flags.map((flag) => flag.toLowerCase())]
}

function ownText(record: DocSearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '')
}

function ancestors(record: DocSearchRecord): string {
  const own = record.type === 'content' ? 7 : Number(record.type.slice(3))
  return (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .filter((level) => Number(level.slice(3)) < own)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ')
}

/** A term's postings: the records that contain it, ascending, with its frequency in each field of each. */
interface Postings {
  records: Int32Array
  /** `FIELDS` counts per record, in `records` order. */
  frequencies: Uint16Array
  /** How many records contain the term in each field. */
  recordCounts: number[]
}

function documentBoost(record: DocSearchRecord): number {
  const weight = record.weight
  if (!weight) return 1
  return (1 + weight.level / 200) * (1 + 0.25 / (1 + weight.position / 8)) * (1 + weight.pageRank / 10)
}

/**
 * Full-text search over DocSearch records, in process, built for typing speed on large indexes. Scoring is BM25+
 * per field: a match in a record's own heading outranks one in the headings above it, which outranks one in body
 * text; higher heading levels and earlier positions rank first; exact words outrank prefixes and typos. The last
 * word matches as a prefix once it has three letters. The term dictionary is MiniSearch's radix tree (prefix and
 * typo lookups); postings are typed arrays scored into reusable buffers, and only the requested page is ranked
 * fully, so a common word in 100,000 records costs a few milliseconds.
 */
export class SearchEngine {
  private readonly dictionary = new SearchableMap<number>()
  private readonly postings: Postings[] = []
  private readonly fieldLengths: Uint16Array
  private readonly averageLengths: number[]
  private readonly boosts: Float64Array
  private readonly scores: Float64Array
  private readonly matchedTerms: Uint32Array
  private readonly touched: Int32Array

  constructor(private readonly records: readonly DocSearchRecord[]) {
    const count = records.length
    this.fieldLengths = new Uint16Array(count * FIELDS)
    this.boosts = new Float64Array(count)
    this.scores = new Float64Array(count)
    this.matchedTerms = new Uint32Array(count)
    this.touched = new Int32Array(count)
    const building: Array<{ records: number[]; frequencies: number[] }> = []
    const totals = new Array<number>(FIELDS).fill(0)
    records.forEach((record, id) => {
      this.boosts[id] = documentBoost(record)
      const fields = [ownText(record), ancestors(record), record.content ?? '']
      const seen = new Map<number, number>()
      fields.forEach((text, field) => {
        const words = terms(text)
        // Length is the count of distinct words as written, as MiniSearch measured it when the ranking was tuned.
        const length = Math.min(new Set(text.split(WORD_SEPARATOR)).size, 0xffff)
        this.fieldLengths[id * FIELDS + field] = length
        totals[field]! += length
        for (const word of words) {
          let termId = this.dictionary.get(word)
          if (termId === undefined) {
            termId = building.length
            this.dictionary.set(word, termId)
            building.push({ records: [], frequencies: [] })
          }
          const postings = building[termId]!
          let slot = seen.get(termId)
          if (slot === undefined) {
            slot = postings.records.length
            seen.set(termId, slot)
            postings.records.push(id)
            for (let f = 0; f < FIELDS; f++) postings.frequencies.push(0)
          }
          const at = slot * FIELDS + field
          postings.frequencies[at] = Math.min(postings.frequencies[at]! + 1, 0xffff)
        }
      })
    })
    this.averageLengths = totals.map((total) => (count === 0 ? 1 : Math.max(total / count, 1e-9)))
    for (const { records: ids, frequencies } of building) {
      const recordCounts = new Array<number>(FIELDS).fill(0)
      for (let i = 0; i < ids.length; i++) for (let f = 0; f < FIELDS; f++) if (frequencies[i * FIELDS + f]) recordCounts[f]!++
      this.postings.push({ records: Int32Array.from(ids), frequencies: Uint16Array.from(frequencies), recordCounts })
    }
  }

  get size(): number {
    return this.records.length
  }

  /**
   * The best matches in rank order. Queries are trimmed to 64 characters; all words must match when any record has
   * them all, otherwise any word may, and records matching more words rank higher.
   */
  search(query: string, options: SearchOptions = {}): SearchResults {
    const words = [...new Set(terms(query.trim().slice(0, MAX_QUERY_LENGTH)))].slice(0, MAX_QUERY_TERMS)
    if (words.length === 0) return { total: 0, matches: [] }
    const expansions = words.map((word, index) => this.expand(word, index === words.length - 1))
    let touchedCount = 0
    try {
      touchedCount = this.score(expansions)
      const everyWord = words.length === 32 ? 0xffffffff : 2 ** words.length - 1
      const accept = this.acceptor(options)
      let result = this.rank(touchedCount, (id) => this.matchedTerms[id] === everyWord && accept(id), options.limit)
      if (result.total === 0 && words.length > 1) result = this.rank(touchedCount, accept, options.limit)
      return {
        total: result.total,
        matches: result.ids.map((id) => ({ record: this.records[id]!, terms: this.termsIn(id, expansions) })),
      }
    } finally {
      for (let i = 0; i < touchedCount; i++) {
        const id = this.touched[i]!
        this.scores[id] = 0
        this.matchedTerms[id] = 0
      }
    }
  }

  /** The index terms one query word stands for, with their weights: itself, words it begins, words a typo away. */
  private expand(word: string, last: boolean): Map<string, number> {
    const expanded = new Map<string, number>()
    if (this.dictionary.has(word)) expanded.set(word, 1)
    if (last && word.length >= MIN_PREFIX) {
      for (const [term] of this.dictionary.atPrefix(word)) {
        const distance = term.length - word.length
        if (distance > 0) expanded.set(term, (WEIGHTS.prefix * term.length) / (term.length + 0.3 * distance))
      }
    }
    const maxTypos = word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0
    if (maxTypos > 0) {
      for (const [term, [, distance]] of this.dictionary.fuzzyGet(word, maxTypos)) {
        if (distance > 0 && !expanded.has(term)) expanded.set(term, (WEIGHTS.fuzzy * term.length) / (term.length + distance))
      }
    }
    return expanded
  }

  /** Adds every posting of every expansion into the score buffers; returns how many records it touched. */
  private score(expansions: Array<Map<string, number>>): number {
    const count = this.records.length
    let touchedCount = 0
    expansions.forEach((expanded, wordIndex) => {
      const bit = 2 ** wordIndex
      for (const [term, weight] of expanded) {
        const postings = this.postings[this.dictionary.get(term)!]!
        const idf = postings.recordCounts.map((matching) => Math.log(1 + (count - matching + 0.5) / (matching + 0.5)))
        const { records, frequencies } = postings
        for (let i = 0; i < records.length; i++) {
          const id = records[i]!
          let score = 0
          for (let f = 0; f < FIELDS; f++) {
            const frequency = frequencies[i * FIELDS + f]!
            if (frequency === 0) continue
            const norm = 1 - BM25.b + (BM25.b * this.fieldLengths[id * FIELDS + f]!) / this.averageLengths[f]!
            score += FIELD_BOOSTS[f]! * idf[f]! * (BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * norm))
          }
          if (this.matchedTerms[id] === 0) this.touched[touchedCount++] = id
          this.scores[id] = this.scores[id]! + weight * score
          this.matchedTerms[id] = (this.matchedTerms[id]! | bit) >>> 0
        }
      }
    })
    return touchedCount
  }

  /**
   * A record's score times the square of the query words it matched: a record holding four of five words beats one
   * whose two words sit in a short heading, which a linear factor let happen as the site grew.
   */
  private finalScore(id: number): number {
    let words = 0
    for (let mask = this.matchedTerms[id]!; mask !== 0; mask &= mask - 1) words++
    return this.scores[id]! * this.boosts[id]! * words * words
  }

  /** Counts the accepted records and keeps the best `limit` with a bounded min-heap; ties go to the earlier record. */
  private rank(touchedCount: number, accept: (id: number) => boolean, limit = Infinity): { total: number; ids: number[] } {
    const heap: Array<{ id: number; score: number }> = []
    const worse = (a: { id: number; score: number }, b: { id: number; score: number }) => a.score < b.score || (a.score === b.score && a.id > b.id)
    let total = 0
    for (let i = 0; i < touchedCount; i++) {
      const id = this.touched[i]!
      if (!accept(id)) continue
      total++
      if (limit <= 0) continue
      const entry = { id, score: this.finalScore(id) }
      if (heap.length < limit) {
        heap.push(entry)
        siftUp(heap, heap.length - 1, worse)
      } else if (worse(heap[0]!, entry)) {
        heap[0] = entry
        siftDown(heap, 0, worse)
      }
    }
    heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0))
    return { total, ids: heap.map((entry) => entry.id) }
  }

  private termsIn(id: number, expansions: Array<Map<string, number>>): Set<string> {
    const found = new Set<string>()
    for (const expanded of expansions) {
      for (const term of expanded.keys()) {
        // A flag term is highlighted through its words, which the query also holds.
        if (term.startsWith('--')) continue
        if (binarySearch(this.postings[this.dictionary.get(term)!]!.records, id)) found.add(term)
      }
    }
    return found
  }

  private acceptor({ filters = [] }: SearchOptions): (id: number) => boolean {
    if (filters.length === 0) return () => true
    return (id) => {
      const record = this.records[id]!
      return filters.every((group) => group.some(({ attribute, value }) => (attribute === 'type' ? record.type : record.hierarchy.lvl0) === value))
    }
  }
}

function binarySearch(sorted: Int32Array, value: number): boolean {
  let low = 0
  let high = sorted.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const found = sorted[middle]!
    if (found === value) return true
    if (found < value) low = middle + 1
    else high = middle - 1
  }
  return false
}

function siftUp<T>(heap: T[], index: number, worse: (a: T, b: T) => boolean): void {
  while (index > 0) {
    const parent = (index - 1) >>> 1
    if (!worse(heap[index]!, heap[parent]!)) return
    ;[heap[index], heap[parent]] = [heap[parent]!, heap[index]!]
    index = parent
  }
}

function siftDown<T>(heap: T[], index: number, worse: (a: T, b: T) => boolean): void {
  for (;;) {
    const left = index * 2 + 1
    const right = left + 1
    let smallest = index
    if (left < heap.length && worse(heap[left]!, heap[smallest]!)) smallest = left
    if (right < heap.length && worse(heap[right]!, heap[smallest]!)) smallest = right
    if (smallest === index) return
    ;[heap[index], heap[smallest]] = [heap[smallest]!, heap[index]!]
    index = smallest
  }
}
