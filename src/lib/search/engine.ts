import MiniSearch, { type SearchResult } from 'minisearch'
import type { DocSearchRecord } from './types'

export const MAX_QUERY_LENGTH = 64
const MIN_PREFIX = 3

interface IndexedFields {
  id: number
  /** The record's own text: its heading for heading records, nothing for content records. */
  title: string
  /** The headings above the record. */
  context: string
  content: string
}

export interface FacetFilter {
  attribute: 'type' | 'lvl0'
  value: string
}

export interface SearchOptions {
  /** Facet filters as Algolia reads them: every group must match, and a group matches when any of its filters does. */
  filters?: FacetFilter[][]
}

export interface Match {
  record: DocSearchRecord
  /** Index terms the query matched in this record, lower case: what to highlight. */
  terms: Set<string>
}

/** Words too common to help ranking; as prefixes they would match half the index. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it its my of or so that the this to was what which with you your'.split(' '),
)

function processTerm(term: string): string | null {
  const lower = term.toLowerCase()
  return STOP_WORDS.has(lower) ? null : lower
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

/**
 * Full-text search over DocSearch records, in process. A match in a record's own heading outranks one in the
 * headings above it, which outranks one in body text; higher heading levels and earlier positions rank first;
 * exact words outrank prefixes and typos. The last word matches as a prefix once it has three letters.
 */
export class SearchEngine {
  private readonly index: MiniSearch<IndexedFields>

  constructor(private readonly records: readonly DocSearchRecord[]) {
    this.index = new MiniSearch<IndexedFields>({
      fields: ['title', 'context', 'content'],
      idField: 'id',
      processTerm,
      searchOptions: {
        boost: { title: 4, context: 1.5, content: 1 },
        // Only the word being typed is unfinished; from three letters, so one or two do not expand to half the index.
        prefix: (term, index, terms) => index === terms.length - 1 && term.length >= MIN_PREFIX,
        fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false),
        weights: { fuzzy: 0.3, prefix: 0.5 },
        boostDocument: (id) => this.recordBoost(id as number),
      },
    })
    this.index.addAll(
      records.map((record, id) => ({ id, title: ownText(record), context: ancestors(record), content: record.content ?? '' })),
    )
  }

  get size(): number {
    return this.records.length
  }

  private recordBoost(id: number): number {
    const weight = this.records[id]?.weight
    if (!weight) return 1
    return (1 + weight.level / 200) * (1 + 0.25 / (1 + weight.position / 8)) * (1 + weight.pageRank / 10)
  }

  /** Matches in rank order. Queries are trimmed to 64 characters; all words must match when any record has them all. */
  search(query: string, options: SearchOptions = {}): Match[] {
    const text = query.trim().slice(0, MAX_QUERY_LENGTH).trim()
    if (!text) return []
    const filter = this.filter(options)
    let results: SearchResult[] = this.index.search(text, { combineWith: 'AND', filter })
    if (results.length === 0 && /\s/.test(text)) results = this.index.search(text, { combineWith: 'OR', filter })
    return results.map((result) => ({ record: this.records[result.id as number]!, terms: new Set(result.terms) }))
  }

  private filter({ filters = [] }: SearchOptions): ((result: SearchResult) => boolean) | undefined {
    if (filters.length === 0) return undefined
    return (result) => {
      const record = this.records[result.id as number]
      return (
        !!record &&
        filters.every((group) => group.some(({ attribute, value }) => (attribute === 'type' ? record.type : record.hierarchy.lvl0) === value))
      )
    }
  }
}
