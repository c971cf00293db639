// Measures search libraries against our engine on the same records and the same relevance suite: MiniSearch's own
// scoring, Orama and FlexSearch. None is a dependency of the site; install them outside the project first:
//   mkdir -p /tmp/engines && npm install --prefix /tmp/engines @orama/orama flexsearch
//   ENGINES_DIR=/tmp/engines npx tsx scripts/measure-engines.ts
// Each library gets the same fields (a record's own heading, the headings above it, its text) with our field
// boosts, typo and prefix settings as close to DocSearch's as it offers, and its scores are multiplied by the same
// document boosts (heading level, page rank, the reader's language and version) so only the text matching differs.
import { createRequire } from 'node:module'
import path from 'node:path'
import MiniSearch from 'minisearch'
import { ancestors, documentBoost, matchesFilter, ownText, SearchEngine, type FacetFilter } from '../src/lib/search/engine'
import { parseQuery } from '../src/lib/search/query'
import { evaluate, RELEVANCE_CASES, type RecordSearch } from '../checks/search/relevance'
import { siteRecords } from '../src/lib/search/site-records'
import type { DocSearchRecord } from '../src/lib/search/types'
import { STOP_WORDS } from '../src/lib/search/synonyms'
import { generated } from './generated-records'

const require = createRequire(path.join(process.env.ENGINES_DIR ?? '/tmp/engines', 'node_modules', 'x.js'))

interface Options {
  limit?: number
  optionalFilters?: FacetFilter[][]
}

type Ranked = Array<{ index: number; score: number }>

/** Turns a library's ranked record indexes into the engine's result shape, with the shared document boosts. */
function searcher(records: DocSearchRecord[], find: (query: string, limit: number) => Ranked): RecordSearch {
  return {
    search(query: string, { limit = 20, optionalFilters = [] }: Options) {
      const ranked = find(query, Math.max(limit * 5, 100)).map(({ index, score }) => {
        const record = records[index]!
        const filters = optionalFilters.filter((group) => group.some((filter) => matchesFilter(record, filter))).length
        return { record, score: score * documentBoost(record) * 2 ** filters }
      })
      ranked.sort((a, b) => b.score - a.score)
      return { matches: ranked.slice(0, limit) }
    },
  }
}

const STOP = new Set(STOP_WORDS)
const fields = (record: DocSearchRecord, index: number) => ({ id: index, own: ownText(record), ancestors: ancestors(record), content: record.content ?? '' })
const typos = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0)

function miniSearch(records: DocSearchRecord[]): RecordSearch {
  const index = new MiniSearch<ReturnType<typeof fields>>({
    fields: ['own', 'ancestors', 'content'],
    processTerm: (term) => (STOP.has(term.toLowerCase()) ? null : term.toLowerCase()),
  })
  index.addAll(records.map(fields))
  return searcher(records, (query) =>
    index
      .search(query, {
        boost: { own: 4, ancestors: 1.5 },
        fuzzy: (term) => typos(term) || false,
        prefix: (_term, i, terms) => i === terms.length - 1,
      })
      .map((result) => ({ index: result.id as number, score: result.score })),
  )
}

interface OramaModule {
  create(options: { schema: Record<string, string> }): unknown
  insertMultiple(db: unknown, documents: object[], batchSize?: number): unknown
  search(db: unknown, params: object): { hits: Array<{ id: string; score: number }> }
}

function orama(records: DocSearchRecord[]): RecordSearch {
  const { create, insertMultiple, search } = require('@orama/orama') as OramaModule
  const db = create({ schema: { own: 'string', ancestors: 'string', content: 'string' } })
  void insertMultiple(db, records.map((record, index) => ({ ...fields(record, index), id: String(index) })), 5000)
  return searcher(records, (query, limit) => {
    // Orama's tolerance is one number for the whole query; give it the largest any word allows.
    const tolerance = Math.max(0, ...query.split(/\s+/).map(typos))
    return search(db, { term: query, properties: ['own', 'ancestors', 'content'], boost: { own: 4, ancestors: 1.5 }, tolerance, threshold: 1, limit }).hits.map(
      (hit) => ({ index: Number(hit.id), score: hit.score }),
    )
  })
}

interface FlexDocument {
  add(document: object): void
  search(query: string, options: object): Array<{ field: string; result: number[] }>
}

function flexSearch(records: DocSearchRecord[]): RecordSearch {
  const { Document, Charset } = require('flexsearch') as { Document: new (options: object) => FlexDocument; Charset: Record<string, unknown> }
  const index = new Document({
    document: {
      id: 'id',
      index: ['own', 'ancestors', 'content'].map((field) => ({ field, tokenize: 'forward', encoder: Charset.LatinAdvanced })),
    },
  })
  records.forEach((record, i) => index.add(fields(record, i)))
  const boosts: Record<string, number> = { own: 4, ancestors: 1.5, content: 1 }
  // FlexSearch returns ranked ids per field, with no scores: score each by its rank, weighted by the field.
  return searcher(records, (query, limit) => {
    const scores = new Map<number, number>()
    for (const { field, result } of index.search(query, { limit, suggest: true })) {
      result.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + boosts[field]! / (rank + 1)))
    }
    return [...scores].map(([i, score]) => ({ index: i, score }))
  })
}

const ours = (records: DocSearchRecord[]): RecordSearch => new SearchEngine(records)

const TIMED = [...new Set(RELEVANCE_CASES.map((entry) => entry.query))]

function measure(name: string, build: (records: DocSearchRecord[]) => RecordSearch, records: DocSearchRecord[]) {
  const started = performance.now()
  const engine = build(records)
  const indexMs = performance.now() - started
  const times: number[] = []
  // Whole queries only, not typed letter by letter as bench:search does: some libraries take seconds a query at
  // 100,000 records.
  for (const query of TIMED) {
    const t = performance.now()
    engine.search(query, { limit: 20, optionalFilters: [[{ attribute: 'language', value: 'python' }]] })
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2)
  const { top1, top3 } = evaluate(engine)
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(6)
  console.log(
    `${name.padEnd(12)} ${String(records.length).padStart(7)} records  index ${indexMs.toFixed(0).padStart(6)} ms  top-1 ${percent(top1)}  top-3 ${percent(top3)}  ` +
      `p50 ${at(50)} ms  p95 ${at(95)} ms`,
  )
}

// Parsing the query the way our engine does is part of its cost; run it once so the first timing is not a cold start.
parseQuery('warm up')
const site = siteRecords()
const large = [...site, ...generated(site, 100_000 - site.length)]
const only = process.argv.slice(2)
for (const [name, build] of [['ours', ours], ['minisearch', miniSearch], ['orama', orama], ['flexsearch', flexSearch]] as const) {
  if (only.length > 0 && !only.includes(name)) continue
  measure(name, build, site)
  measure(name, build, large)
}
