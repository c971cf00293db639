import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { SearchEngine } from './engine'
import type { DocSearchRecord } from './types'

/** Where the build writes the records: served as a static file too, for upload to hosted Algolia. */
export const RECORDS_PATH = ['public', 'search', 'records.json'] as const

// On globalThis, not in module scope: the server's start-up hook and the route handlers are bundled separately,
// and each bundle has its own copy of this module.
const ENGINE = Symbol.for('nitric-docs.search-engine')
const shared = globalThis as typeof globalThis & { [ENGINE]?: SearchEngine }

/** The engine over the built records, loaded once per process; undefined when the index was never built. */
export function searchEngine(): SearchEngine | undefined {
  if (shared[ENGINE]) return shared[ENGINE]
  // Written out, not spread from RECORDS_PATH, so the server bundle's file tracing stays inside public/search.
  const file = path.join(process.cwd(), 'public', 'search', 'records.json')
  if (!existsSync(file)) return undefined
  shared[ENGINE] = new SearchEngine(JSON.parse(readFileSync(file, 'utf8')) as DocSearchRecord[])
  return shared[ENGINE]
}
