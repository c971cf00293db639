import SearchableMap from 'minisearch/SearchableMap'
import { WORD_SEPARATOR } from './highlight'
import { parseQuery, stem, typoDistance, typosAllowed, words, type QueryPart } from './query'
import type { DocSearchRecord } from './types'

export const MAX_QUERY_LENGTH = 64
const MIN_PREFIX = 3
/** Most words the last word is taken to begin. */
const MAX_COMPLETIONS = 60
/** Query parts beyond this many are ignored: one bit each in a 32-bit mask. */
const MAX_QUERY_PARTS = 32

export interface FacetFilter {
  attribute: 'type' | 'lvl0' | 'language' | 'version'
  value: string
}

export interface SearchOptions {
  /** Facet filters as Algolia reads them: every group must match, and a group matches when any of its filters does. */
  filters?: FacetFilter[][]
  /**
   * Algolia's optional filters: records matching a group rank higher, and the rest still appear. The modal sends
   * the reader's language (`language:python`) and, on an older version's page, that version (`version:v0`).
   */
  optionalFilters?: FacetFilter[][]
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

/** Words too common to help ranking and never part of an API name: left out of the index. */
const UNINDEXED = new Set(
  'a an and are as at be by can do does for from how i in is it its my of or so that the this to was what which with you your'.split(' '),
)

/**
 * The indexed fields, in posting order: a record's own heading, the headings above it, and its body text. A match in
 * the own heading counts four times a body match.
 */
const FIELD_BOOSTS = [4, 1.5, 1] as const
const FIELDS = FIELD_BOOSTS.length
/** BM25+ constants (those MiniSearch uses). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }
/**
 * What a matched term counts for against the word typed: other forms of the word (`deployment` for `deploy`),
 * synonyms, words the last word begins, and typos count less.
 */
const WEIGHTS = { stem: 0.6, synonym: 0.5, prefix: 0.5, typo: 0.35 }
/**
 * Boosts that depend on the query. Guides and concept pages answer plain words better than one SDK's method does,
 * and reference pages answer a query written as code; optional filters lift the reader's language and version.
 */
const CONTEXT_BOOSTS = { guide: 1.6, optionalFilter: 4 }
/**
 * A heading that is one name in code and exactly what the reader typed (`memory`, the stack-file key's heading) is
 * where that name is defined, as Algolia's exact-match criterion has it.
 */
const EXACT_HEADING_BOOST = 2.5

/** A heading or query reduced to what an exact match compares: lower case, words only, no call parentheses. */
function exactKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(\)/g, '')
    .replace(/[^\p{L}\p{N}._-]+/gu, ' ')
    .trim()
}
/** A record lacking a required part of the query scores this many times less for each. */
const MISSING_PART_PENALTY = 6

function indexTerms(text: string): string[] {
  return words(text).filter((word) => !UNINDEXED.has(word))
}

/** The text of each indexed field, exported for the engine comparison (scripts/measure-engines.ts). */
export function ownText(record: DocSearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '')
}

export function ancestors(record: DocSearchRecord): string {
  const own = record.type === 'content' ? 7 : Number(record.type.slice(3))
  return (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .filter((level) => Number(level.slice(3)) < own)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ')
}

/** A field's index terms and length, by its text: what indexing a record derives from each field. */
export type AnalysedFields = Map<string, { terms: string[]; length: number }>

/** A term's postings: the records that contain it, ascending, with its frequency in each field of each. */
interface Postings {
  records: Int32Array
  /** `FIELDS` counts per record, in `records` order. */
  frequencies: Uint16Array
  /** How many records contain the term in each field. */
  recordCounts: number[]
}

const KIND = { title: 1, reference: 2 } as const
/**
 * Pages under /reference define names (SDK calls, CLI flags, environment variables, stack-file keys), so a query
 * shaped like code favours them, as it favours an SDK's reference.
 */
const REFERENCE_PAGE = /\/reference\//

/** A page's title outranks its sections, and a section its text. */
const LEVEL_BOOSTS: Partial<Record<DocSearchRecord['type'], number>> = { lvl1: 2, lvl2: 1.5, content: 1 }

export function documentBoost(record: DocSearchRecord): number {
  const weight = record.weight
  if (!weight) return 1
  return (LEVEL_BOOSTS[record.type] ?? 1.3) * (1 + 0.25 / (1 + weight.position / 8)) * (1 + weight.pageRank / 10)
}

/**
 * Full-text search over DocSearch records, in process, built for typing speed on large indexes. A query is read
 * into parts (src/lib/search/query.ts): words, synonym phrases and optional intents, each standing for index terms
 * (the word, its plurals and other forms, synonyms, typos as DocSearch counts them, and completions of the last
 * word). Scoring is BM25+ per field: a match in a record's own heading outranks one in the headings above it, which
 * outranks one in body text; page titles outrank sections, which outrank text; records with every part rank above
 * those missing one; guides win plain words and references code; optional filters lift the reader's language and
 * version. The term dictionary is MiniSearch's radix tree (prefix and typo lookups); postings are typed arrays
 * scored into reusable buffers, and only the requested page is ranked fully.
 */
export class SearchEngine {
  private readonly dictionary = new SearchableMap<number>()
  private readonly postings: Postings[] = []
  private readonly fieldLengths: Uint16Array
  private readonly averageLengths: number[]
  private readonly boosts: Float64Array
  private readonly scores: Float64Array
  /** The query parts each touched record matched whole, one bit each. */
  private readonly matchedTerms: Uint32Array
  private readonly touched: Int32Array
  /** Whether a record is in `touched` already: a record can score without matching any part whole. */
  private readonly seen: Uint8Array
  private readonly steps: { part: Accumulator; alternative: Accumulator; word: FieldAccumulator }
  /** Each record's page, as the id of the page's title record; and the query parts each page matched anywhere. */
  private readonly pageOf: Int32Array
  private readonly pageParts: Uint32Array
  /**
   * What ranking reads of every record a query touches, in typed arrays rather than the record objects, which are
   * scattered in memory: whether it is a page title or reference, and its language and version as small numbers.
   */
  private readonly kinds: Uint8Array
  private readonly languages: Int16Array
  private readonly versions: Int16Array
  private readonly facetCodes = { language: new Map<string, number>(), version: new Map<string, number>() }
  /** The headings that define a name in code, by their exact key. */
  private readonly headings = new Map<string, number[]>()

  /**
   * Every field text this engine analysed, kept only when it was given an earlier engine's (under `next dev`, where
   * the engine is built again after each edit and only the edited pages' texts need analysing again).
   */
  readonly analysedFields: AnalysedFields | undefined

  constructor(
    private readonly records: readonly DocSearchRecord[],
    previous?: AnalysedFields,
  ) {
    const analysedFields: AnalysedFields = new Map()
    const count = records.length
    this.fieldLengths = new Uint16Array(count * FIELDS)
    this.boosts = new Float64Array(count)
    this.scores = new Float64Array(count)
    this.matchedTerms = new Uint32Array(count)
    this.touched = new Int32Array(count)
    this.seen = new Uint8Array(count)
    this.steps = { part: new Accumulator(count), alternative: new Accumulator(count), word: new FieldAccumulator(count) }
    this.pageOf = new Int32Array(count)
    this.pageParts = new Uint32Array(count)
    this.kinds = new Uint8Array(count)
    this.languages = new Int16Array(count)
    this.versions = new Int16Array(count)
    const pages = new Map<string, number>()
    const code = (values: Map<string, number>, value: string | null | undefined) => {
      if (!value) return -1
      if (!values.has(value)) values.set(value, values.size)
      return values.get(value)!
    }
    records.forEach((record, id) => {
      const page = record.url.replace(/#.*$/, '')
      if (record.type === 'lvl1' && !pages.has(page)) pages.set(page, id)
      this.pageOf[id] = pages.get(page) ?? id
      if (record.weight?.definition) {
        const key = exactKey(ownText(record))
        if (key) this.headings.set(key, [...(this.headings.get(key) ?? []), id])
      }
      this.kinds[id] = (record.type === 'lvl1' ? KIND.title : 0) | (record.language || REFERENCE_PAGE.test(page) ? KIND.reference : 0)
      this.languages[id] = code(this.facetCodes.language, record.language)
      this.versions[id] = code(this.facetCodes.version, record.version)
    })
    const building: Array<{ records: number[]; frequencies: number[] }> = []
    // A hash map while indexing, the radix tree once per distinct term after: most words recur thousands of times.
    const termIds = new Map<string, number>()
    const totals = new Array<number>(FIELDS).fill(0)
    records.forEach((record, id) => {
      this.boosts[id] = documentBoost(record)
      const fields = [ownText(record), ancestors(record), record.content ?? '']
      const seen = new Map<number, number>()
      fields.forEach((text, field) => {
        // The headings above a record recur on every record below them: each distinct text is analysed once.
        let analysed = analysedFields.get(text) ?? previous?.get(text)
        if (!analysed) {
          // Length is the count of distinct words as written, as MiniSearch measured it when the ranking was tuned.
          analysed = { terms: indexTerms(text), length: Math.min(new Set(text.split(WORD_SEPARATOR)).size, 0xffff) }
        }
        analysedFields.set(text, analysed)
        const { terms, length } = analysed
        this.fieldLengths[id * FIELDS + field] = length
        totals[field]! += length
        for (const word of terms) {
          let termId = termIds.get(word)
          if (termId === undefined) {
            termId = building.length
            termIds.set(word, termId)
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
    this.analysedFields = previous && analysedFields
    for (const [word, termId] of termIds) this.dictionary.set(word, termId)
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
   * The best matches in rank order. Queries are trimmed to 64 characters; records matching every part of the query
   * rank first, and those matching fewer below them.
   */
  search(query: string, options: SearchOptions = {}): SearchResults {
    const parts = parseQuery(query.trim().slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_PARTS)
    if (parts.length === 0) return { total: 0, matches: [] }
    const expansions = parts.map((part) => this.expandPart(part))
    let touchedCount = 0
    try {
      touchedCount = this.score(expansions)
      let required = 0
      parts.forEach((part, index) => {
        if (!part.optional) required = (required | (2 ** index)) >>> 0
      })
      const accept = this.acceptor(options.filters ?? [])
      const context = this.contextBoost(parts, options.optionalFilters ?? [])
      for (let i = 0; i < touchedCount; i++) {
        const id = this.touched[i]!
        const page = this.pageOf[id]!
        this.pageParts[page] = (this.pageParts[page]! | this.matchedTerms[id]!) >>> 0
      }
      const exact = new Set(this.headings.get(exactKey(query)) ?? [])
      const result = this.rank(
        touchedCount,
        accept,
        (id) => this.finalScore(id, required) * context(id) * (exact.has(id) ? EXACT_HEADING_BOOST : 1),
        options.limit,
      )
      return {
        total: result.total,
        matches: this.withTerms(result.ids, expansions),
      }
    } finally {
      for (let i = 0; i < touchedCount; i++) {
        const id = this.touched[i]!
        this.scores[id] = 0
        this.matchedTerms[id] = 0
        this.seen[id] = 0
        this.pageParts[this.pageOf[id]!] = 0
      }
    }
  }

  /**
   * What one part of the query stands for: its alternatives (the words typed, and each synonym), each a list of
   * words, each word the index terms it matches with their weights.
   */
  private expandPart(part: QueryPart): Expansion {
    const typed = part.words.map((word, index) =>
      this.expandWord(word, { last: part.last && index === part.words.length - 1, code: part.code, typos: true }),
    )
    const synonyms = part.alternatives.map((alternative) =>
      alternative.map((word) => scaled(this.expandWord(word, { last: false, code: false, typos: false }), WEIGHTS.synonym / alternative.length)),
    )
    return [typed.map((expanded) => scaled(expanded, 1 / part.words.length)), ...synonyms]
  }

  /**
   * The index terms one word stands for: itself; its other forms; the words it begins, if the reader may still be
   * typing it; and words a typo away, as hosted DocSearch counts them (one typo from four letters, two from eight, a
   * swap of neighbouring letters is one, and a short word's first letter is never wrong).
   */
  private expandWord(word: string, { last, code, typos }: { last: boolean; code: boolean; typos: boolean }): Map<string, number> {
    const expanded = new Map<string, number>()
    const add = (term: string, weight: number) => {
      if (weight > (expanded.get(term) ?? 0)) expanded.set(term, weight)
    }
    if (this.dictionary.has(word)) add(word, 1)
    const bases = new Map<string, number>([[word, 1]])
    if (typos) {
      for (const [term, distance] of this.typos(word)) {
        const weight = WEIGHTS.typo / distance
        add(term, weight)
        bases.set(term, weight)
      }
    }
    if (!code) {
      for (const [base, weight] of bases) {
        const root = stem(base)
        if (root.length < 4) continue
        for (const [term] of this.dictionary.atPrefix(root)) {
          // Plurals count as the word itself, as with Algolia's ignorePlurals; other forms count less.
          if (term !== base && stem(term) === root) add(term, (isPlural(term, base) ? 1 : WEIGHTS.stem) * weight)
        }
      }
    }
    if (last && word.length >= MIN_PREFIX) {
      // The shortest completions are the likeliest and weigh most; a short prefix in a large index has thousands.
      const completions = [...this.dictionary.atPrefix(word).keys()].filter((term) => term.length > word.length)
      if (completions.length > MAX_COMPLETIONS) completions.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).length = MAX_COMPLETIONS
      for (const term of completions) {
        const extra = term.length - word.length
        add(term, (WEIGHTS.prefix * term.length) / (term.length + 0.3 * extra))
      }
    }
    return expanded
  }

  /** Index terms within the typos a word allows, with their distance. */
  private typos(word: string): Map<string, number> {
    const allowed = typosAllowed(word)
    const found = new Map<string, number>()
    if (allowed === 0) return found
    // MiniSearch's fuzzy lookup counts a swap of neighbouring letters as two edits: look up each swap as well.
    // (With two typos allowed, a swap plus one more edit is missed: each such lookup would cost another fuzzy walk.)
    const candidates = new Set(this.dictionary.fuzzyGet(word, allowed).keys())
    for (let i = 0; i + 1 < word.length; i++) {
      if (word[i] === word[i + 1]) continue
      const swapped = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`
      if (this.dictionary.has(swapped)) candidates.add(swapped)
    }
    for (const term of candidates) {
      if (term === word || (allowed === 1 && term[0] !== word[0])) continue
      const distance = typoDistance(word, term, allowed)
      if (distance <= allowed) found.set(term, distance)
    }
    return found
  }

  /**
   * Scores every record each part of the query matches, into the score buffers; returns how many records it
   * touched. A part scores as its best alternative, an alternative as the sum of its words, and a word as the sum over
   * fields of its best term in each: a text that mentions `secret`, `secrets` and `credentials` matched one idea, not
   * three, while `deploy` in a heading under the page `Deployment` matched in two places.
   */
  private score(expansions: Expansion[]): number {
    let touchedCount = 0
    const { part, alternative, word } = this.steps
    expansions.forEach((alternatives, partIndex) => {
      const bit = 2 ** partIndex
      for (const words of alternatives) {
        if (words.length === 1) {
          // One word is whole wherever it matched: straight to the part.
          for (const [term, weight] of words[0]!) this.addTerm(term, weight, word)
          word.drain((id, score) => part.keepBest(id, score, true))
          continue
        }
        for (const terms of words) {
          for (const [term, weight] of terms) this.addTerm(term, weight, word)
          word.drain((id, score) => alternative.add(id, score))
        }
        // A phrase counts only where all its words are: `api keys` is not `keys`, though `keys` scores a little.
        alternative.drain((id, score, found) => part.keepBest(id, score * (found / words.length) ** 2, found === words.length))
      }
      part.drain((id, score, complete) => {
        if (!this.seen[id]) {
          this.seen[id] = 1
          this.touched[touchedCount++] = id
        }
        this.scores[id] = this.scores[id]! + score
        if (complete) this.matchedTerms[id] = (this.matchedTerms[id]! | bit) >>> 0
      })
    })
    return touchedCount
  }

  /** BM25+ in each field of every record holding the term, kept in `into` where it beats the word's best so far. */
  private addTerm(term: string, weight: number, into: FieldAccumulator): void {
    const count = this.records.length
    const postings = this.postings[this.dictionary.get(term)!]!
    const idf = postings.recordCounts.map((matching) => Math.log(1 + (count - matching + 0.5) / (matching + 0.5)))
    const { records, frequencies } = postings
    for (let i = 0; i < records.length; i++) {
      const id = records[i]!
      for (let f = 0; f < FIELDS; f++) {
        const frequency = frequencies[i * FIELDS + f]!
        if (frequency === 0) continue
        const norm = 1 - BM25.b + (BM25.b * this.fieldLengths[id * FIELDS + f]!) / this.averageLengths[f]!
        into.keepBest(id, f, weight * FIELD_BOOSTS[f]! * idf[f]! * (BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * norm)))
      }
    }
  }

  /**
   * A record's score: its matches, weighted by its own boost, and divided for every required part it lacks, so
   * records with all the words come first and a near miss still shows below them. A page's title record stands
   * for the page: a part found elsewhere on the page counts half as missing.
   */
  private finalScore(id: number, required: number): number {
    const matched = this.matchedTerms[id]!
    const onPage = this.kinds[id]! & KIND.title ? this.pageParts[id]! : matched
    const missing = countBits((required & ~matched) >>> 0) - countBits((required & ~matched & onPage) >>> 0) / 2
    return (this.scores[id]! * this.boosts[id]! * countBits(matched)) / MISSING_PART_PENALTY ** missing
  }

  /** The boost a record gets from this query: guides for plain words, and the reader's language and version. */
  private contextBoost(parts: QueryPart[], optionalFilters: FacetFilter[][]): (id: number) => number {
    const plainWords = !parts.some((part) => part.code)
    const groups = optionalFilters.map((group) => this.compileGroup(group))
    return (id) => {
      const reference = (this.kinds[id]! & KIND.reference) !== 0
      let boost = plainWords !== reference ? CONTEXT_BOOSTS.guide : 1
      for (const matches of groups) if (matches(id)) boost *= CONTEXT_BOOSTS.optionalFilter
      return boost
    }
  }

  /** A filter group as a test on record ids; language and version are read from the typed arrays. */
  private compileGroup(group: FacetFilter[]): (id: number) => boolean {
    const wanted = (attribute: 'language' | 'version') =>
      new Set(group.filter((filter) => filter.attribute === attribute).map((filter) => this.facetCodes[attribute].get(filter.value) ?? -2))
    const languages = wanted('language')
    const versions = wanted('version')
    const others = group.filter((filter) => filter.attribute !== 'language' && filter.attribute !== 'version')
    return (id) =>
      languages.has(this.languages[id]!) || versions.has(this.versions[id]!) || (others.length > 0 && matchesGroup(this.records[id]!, others))
  }

  /** Counts the accepted records and keeps the best `limit` with a bounded min-heap; ties go to the earlier record. */
  private rank(touchedCount: number, accept: (id: number) => boolean, score: (id: number) => number, limit = Infinity): { total: number; ids: number[] } {
    const heap: Array<{ id: number; score: number }> = []
    const worse = (a: { id: number; score: number }, b: { id: number; score: number }) => a.score < b.score || (a.score === b.score && a.id > b.id)
    let total = 0
    for (let i = 0; i < touchedCount; i++) {
      const id = this.touched[i]!
      if (!accept(id)) continue
      total++
      if (limit <= 0) continue
      const value = score(id)
      if (heap.length < limit) {
        heap.push({ id, score: value })
        siftUp(heap, heap.length - 1, worse)
      } else if (value > heap[0]!.score || (value === heap[0]!.score && id < heap[0]!.id)) {
        heap[0] = { id, score: value }
        siftDown(heap, 0, worse)
      }
    }
    heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0))
    return { total, ids: heap.map((entry) => entry.id) }
  }

  /** The matches, each with the index terms the query matched in it: what to highlight. */
  private withTerms(ids: number[], expansions: Expansion[]): Match[] {
    const terms = new Map<string, Int32Array>()
    for (const expanded of expansions.flat(2)) for (const term of expanded.keys()) terms.set(term, this.postings[this.dictionary.get(term)!]!.records)
    return ids.map((id) => {
      const found = new Set<string>()
      for (const [term, records] of terms) if (binarySearch(records, id)) found.add(term)
      return { record: this.records[id]!, terms: found }
    })
  }

  private acceptor(filters: FacetFilter[][]): (id: number) => boolean {
    if (filters.length === 0) return () => true
    const groups = filters.map((group) => this.compileGroup(group))
    return (id) => groups.every((matches) => matches(id))
  }
}

function countBits(mask: number): number {
  let count = 0
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++
  return count
}

function isPlural(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return long === `${short}s` || long === `${short}es` || (short.endsWith('y') && long === `${short.slice(0, -1)}ies`)
}

/** Alternatives, each a list of words, each word the index terms it matches with their weights. */
type Expansion = Array<Array<Map<string, number>>>

function scaled(terms: Map<string, number>, factor: number): Map<string, number> {
  return new Map([...terms].map(([term, weight]) => [term, weight * factor]))
}

/** Per-record scores for one step of scoring, with the records it holds, so emptying it costs only those. */
class Accumulator {
  private readonly values: Float64Array
  /** How many scores `add` summed for each record, or whether `keepBest` saw a whole phrase. */
  private readonly counts: Uint8Array
  private readonly ids: Int32Array
  private length = 0

  constructor(size: number) {
    this.values = new Float64Array(size)
    this.counts = new Uint8Array(size)
    this.ids = new Int32Array(size)
  }

  add(id: number, score: number): void {
    if (this.values[id] === 0) this.ids[this.length++] = id
    this.values[id] = this.values[id]! + score
    this.counts[id] = this.counts[id]! + 1
  }

  /** Keeps the better score; `complete` (a phrase found whole) sticks once any score had it. */
  keepBest(id: number, score: number, complete: boolean): void {
    if (this.values[id] === 0) this.ids[this.length++] = id
    if (score > this.values[id]!) this.values[id] = score
    if (complete) this.counts[id] = 1
  }

  /** Hands every held score on with its count (from `add`) or completeness (from `keepBest`), and empties it. */
  drain(into: (id: number, score: number, count: number) => void): void {
    for (let i = 0; i < this.length; i++) {
      const id = this.ids[i]!
      into(id, this.values[id]!, this.counts[id]!)
      this.values[id] = 0
      this.counts[id] = 0
    }
    this.length = 0
  }
}

/** The best score of one word in each field of each record; emptied as the field scores' sum per record. */
class FieldAccumulator {
  private readonly values: Float64Array
  private readonly held: Uint8Array
  private readonly ids: Int32Array
  private length = 0

  constructor(size: number) {
    this.values = new Float64Array(size * FIELDS)
    this.held = new Uint8Array(size)
    this.ids = new Int32Array(size)
  }

  keepBest(id: number, field: number, score: number): void {
    if (this.held[id] === 0) {
      this.held[id] = 1
      this.ids[this.length++] = id
    }
    const at = id * FIELDS + field
    if (score > this.values[at]!) this.values[at] = score
  }

  drain(into: (id: number, score: number) => void): void {
    for (let i = 0; i < this.length; i++) {
      const id = this.ids[i]!
      let sum = 0
      for (let f = 0; f < FIELDS; f++) {
        sum += this.values[id * FIELDS + f]!
        this.values[id * FIELDS + f] = 0
      }
      this.held[id] = 0
      into(id, sum)
    }
    this.length = 0
  }
}

/** Whether any filter of an Algolia filter group matches: a loop, as this runs for every record a query touches. */
function matchesGroup(record: DocSearchRecord, group: FacetFilter[]): boolean {
  for (const filter of group) if (matchesFilter(record, filter)) return true
  return false
}

export function matchesFilter(record: DocSearchRecord, { attribute, value }: FacetFilter): boolean {
  switch (attribute) {
    case 'type':
      return record.type === value
    case 'lvl0':
      return record.hierarchy.lvl0 === value
    case 'language':
      return record.language === value
    case 'version':
      return record.version === value
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
