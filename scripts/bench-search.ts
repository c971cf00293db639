// Search relevance, latency and memory: the site's own index, and the site's records among generated ones to make
// 100,000. Relevance is the suite in checks/search/relevance.ts, judged as the modal shows hits. Each timed query
// goes through the same code as the endpoint (parse, search, highlight, snippet), with DocSearch's parameters, and
// is typed one character at a time as a reader would. Run with --expose-gc for memory figures.
import { SearchEngine } from '../src/lib/search/engine'
import { answer, parseQuery } from '../src/lib/search/protocol'
import { evaluate } from '../checks/search/relevance'
import { siteRecords } from '../src/lib/search/site-records'
import type { DocSearchRecord } from '../src/lib/search/types'
import { generated } from './generated-records'

const QUERIES = [
  'api get', 'bucket file read', 'getDownloadUrl', 'secret latest', 'kv keys', 'schedule every 5 minutes', 'cron',
  'websocket send', 'topic publish', 'queue enqueue', 'install on windows', 'connection string', 'middleware',
  'path parameters', 'jwt security', 'webscoket', 'enqeue', 'batch job submit', 'collection query where', 'express',
  'store api keys securely', 'depoly', 'deploy to aws', 'what is nitric', 'permissions',
]

const DOCSEARCH_PARAMS = {
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
}

/** The JS heap plus typed-array buffers, which live outside it. */
function heapMb(): number {
  globalThis.gc?.()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return (heapUsed + arrayBuffers) / 1024 / 1024
}

function measure(name: string, records: DocSearchRecord[]) {
  const before = heapMb()
  const started = performance.now()
  const engine = new SearchEngine(records)
  const indexMs = performance.now() - started
  const memory = heapMb() - before
  if (engine.size !== records.length) throw new Error('the engine lost records')
  const times: number[] = []
  // CPU time too: on a shared machine the wall clock also counts the time other processes held the CPU.
  const cpu: number[] = []
  for (let round = 0; round < 3; round++) {
    for (const query of QUERIES) {
      for (let length = 1; length <= query.length; length++) {
        const t = performance.now()
        const c = process.cpuUsage()
        answer(engine, parseQuery({ indexName: 'docs', query: query.slice(0, length), optionalFilters: ['language:python'], ...DOCSEARCH_PARAMS }))
        const used = process.cpuUsage(c)
        times.push(performance.now() - t)
        cpu.push((used.user + used.system) / 1000)
      }
    }
  }
  times.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  const percentile = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!.toFixed(2)
  const at = (p: number) => percentile(times, p)
  const { top1, top3, results } = evaluate(engine)
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`
  console.log(
    `${name.padEnd(22)} ${String(records.length).padStart(7)} records  index ${indexMs.toFixed(0).padStart(5)} ms  memory ${memory.toFixed(0).padStart(4)} MB  ` +
      `${results.length} relevance queries  top-1 ${percent(top1)}  top-3 ${percent(top3)}  ` +
      `${times.length} timed queries  p50 ${at(50)} ms  p95 ${at(95)} ms  p99 ${at(99)} ms  (CPU time p50 ${percentile(cpu, 50)} ms  p95 ${percentile(cpu, 95)} ms)`,
  )
}

const site = siteRecords()
measure("site's own index", site)
measure('site + generated 100k', [...site, ...generated(site, 100_000 - site.length)])
