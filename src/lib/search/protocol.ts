import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { FacetFilter, Match, SearchEngine } from './engine'
import { highlight, snippet, type Marked } from './highlight'
import { LEVELS, type DocSearchRecord } from './types'

/** Limits that keep one request cheap, whatever a client sends. */
export const LIMITS = { bodyBytes: 64 * 1024, requests: 50, hitsPerPage: 100, page: 1000, tag: 64, ellipsis: 16 } as const

export class SearchProtocolError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const stringList = z.union([z.string(), z.array(z.string())]).transform((value) => (typeof value === 'string' ? value.split(',') : value))

/** Algolia's filter lists: a string, or groups that are strings or lists of strings (any of which may match). */
const filterList = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string()).max(32)])).max(32)]).optional()

const paramsSchema = z.object({
  query: z.string().max(10_000).default(''),
  hitsPerPage: z.coerce.number().int().min(0).max(LIMITS.hitsPerPage, `hitsPerPage must be at most ${LIMITS.hitsPerPage}`).default(20),
  page: z.coerce.number().int().min(0).max(LIMITS.page).default(0),
  attributesToRetrieve: stringList.optional(),
  attributesToSnippet: stringList.optional(),
  snippetEllipsisText: z.string().max(LIMITS.ellipsis).default('…'),
  highlightPreTag: z.string().max(LIMITS.tag).default('<em>'),
  highlightPostTag: z.string().max(LIMITS.tag).default('</em>'),
  clickAnalytics: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).default(false),
  facetFilters: filterList,
  optionalFilters: filterList,
})

type Params = z.infer<typeof paramsSchema>

const requestSchema = z.looseObject({
  indexName: z.string().min(1).max(256),
  params: z.union([z.string().max(LIMITS.bodyBytes), z.record(z.string(), z.unknown())]).optional(),
})

const bodySchema = z.object({
  requests: z.array(z.unknown()).min(1, 'requests must not be empty').max(LIMITS.requests, `at most ${LIMITS.requests} requests per call`),
})

/** Algolia's URL-encoded params: arrays and numbers arrive JSON-encoded. */
function decodeParams(params: string): Record<string, unknown> {
  const decoded: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      decoded[key] = /^[[{]/.test(value) ? JSON.parse(value) : value
    } catch {
      decoded[key] = value
    }
  }
  return decoded
}

function describe(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0]
  return `${prefix}${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'invalid'}`
}

export interface ParsedQuery {
  indexName: string
  params: Params
}

/** Validates a multi-query body (`{requests: [...]}`); params may be a URL-encoded string, an object or inline. */
export function parseQueries(body: unknown): ParsedQuery[] {
  const parsed = bodySchema.safeParse(body)
  if (!parsed.success) throw new SearchProtocolError(400, describe(parsed.error, ''))
  return parsed.data.requests.map((raw, index) => parseQuery(raw, `requests[${index}].`))
}

export function parseQuery(raw: unknown, prefix = ''): ParsedQuery {
  const request = requestSchema.safeParse(raw)
  if (!request.success) throw new SearchProtocolError(400, describe(request.error, prefix))
  const { indexName, params, ...inline } = request.data
  const merged = { ...inline, ...(typeof params === 'string' ? decodeParams(params) : (params ?? {})) }
  const checked = paramsSchema.safeParse(merged)
  if (!checked.success) throw new SearchProtocolError(400, describe(checked.error, prefix))
  return { indexName, params: checked.data }
}

const FACETS: Record<string, FacetFilter['attribute']> = {
  type: 'type',
  lvl0: 'lvl0',
  'hierarchy.lvl0': 'lvl0',
  language: 'language',
  version: 'version',
}

function facetFilters(value: Params['facetFilters']): FacetFilter[][] {
  if (value === undefined) return []
  const groups = typeof value === 'string' ? [value] : value
  return groups.map((group) =>
    (typeof group === 'string' ? [group] : group).flatMap((filter) => {
      const [attribute = '', ...rest] = filter.split(':')
      const name = FACETS[attribute]
      // Filters on attributes the index does not facet on match nothing, as in Algolia.
      return name ? [{ attribute: name, value: rest.join(':') }] : [{ attribute: 'type' as const, value: '\u0000' }]
    }),
  )
}

function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>()
  for (const attribute of attributes ?? []) {
    const [name, words] = attribute.split(':')
    if (name) lengths.set(name, Math.min(Math.max(Number(words) || 10, 1), 100))
  }
  return lengths
}

function retrieve(record: DocSearchRecord, attributes: string[] | undefined): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) return { ...record }
  const hit: Record<string, unknown> = { objectID: record.objectID }
  for (const attribute of attributes) {
    const [top, nested] = attribute.split('.')
    if (top === 'hierarchy') {
      const hierarchy = (hit.hierarchy ??= {}) as Record<string, string | null>
      for (const level of LEVELS) if (!nested || nested === level) hierarchy[level] = record.hierarchy[level]
    } else if (top && top in record) {
      hit[top] = record[top as keyof DocSearchRecord]
    }
  }
  return hit
}

/**
 * One hit in Algolia's shape. Every hierarchy level and the content come back highlighted and snippeted from
 * escaped text: the DocSearch modal renders these as HTML, and falls back to the raw value when one is missing.
 */
function toHit(match: Match, params: Params, lengths: Map<string, number>): Record<string, unknown> {
  const { record, terms } = match
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag }
  const marked = (attribute: string, text: string, asSnippet: boolean): Marked => {
    const length = lengths.get(attribute)
    return asSnippet && length ? snippet(text, terms, length, params.snippetEllipsisText, tags) : highlight(text, terms, tags)
  }
  const levels = (asSnippet: boolean) =>
    Object.fromEntries(LEVELS.flatMap((level) => {
      const text = record.hierarchy[level]
      return text === null ? [] : [[level, marked(`hierarchy.${level}`, text, asSnippet)]]
    }))
  const content = record.content ?? ''
  return {
    ...retrieve(record, params.attributesToRetrieve),
    objectID: record.objectID,
    _highlightResult: { hierarchy: levels(false), content: marked('content', content, false) },
    _snippetResult: { hierarchy: levels(true), content: marked('content', content, true) },
  }
}

function encodeParams(params: Params): string {
  return new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, typeof value === 'string' ? value : JSON.stringify(value)]])),
  ).toString()
}

/** Answers one query in Algolia's result shape. */
export function answer(engine: SearchEngine, { indexName, params }: ParsedQuery): Record<string, unknown> {
  const started = performance.now()
  const start = params.page * params.hitsPerPage
  const { total, matches } = engine.search(params.query, {
    filters: facetFilters(params.facetFilters),
    optionalFilters: facetFilters(params.optionalFilters),
    limit: start + params.hitsPerPage,
  })
  const lengths = snippetLengths(params.attributesToSnippet)
  const hits = matches.slice(start).map((match) => toHit(match, params, lengths))
  return {
    hits,
    nbHits: total,
    page: params.page,
    nbPages: params.hitsPerPage === 0 ? 0 : Math.ceil(total / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
    query: params.query,
    params: encodeParams(params),
    index: indexName,
    ...(params.clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
  }
}
