import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { SearchEngine } from './engine'
import type { DocSearchRecord } from './types'

/** Where the build writes the records: served as a static file too, for upload to hosted Algolia. */
export const RECORDS_PATH = ['public', 'search', 'records.json'] as const

// On globalThis, not in module scope: the server's start-up hook and the route handlers are bundled separately,
// and each bundle has its own copy of this module.
const ENGINE = Symbol.for('nitric-docs.search-engine')
const shared = globalThis as typeof globalThis & { [ENGINE]?: { engine: SearchEngine; modified: number } }

/**
 * The engine over the built records, loaded once per process; undefined when the index was never built. Under
 * `next dev` the content watcher rewrites the records after each edit, so the engine is built again when they change.
 */
export function searchEngine(): SearchEngine | undefined {
  // Written out, not spread from RECORDS_PATH, so the server bundle's file tracing stays inside public/search.
  const file = path.join(process.cwd(), 'public', 'search', 'records.json')
  const loaded = shared[ENGINE]
  if (loaded && process.env.NODE_ENV !== 'development') return loaded.engine
  if (!existsSync(file)) return loaded?.engine
  const modified = statSync(file).mtimeMs
  if (loaded?.modified === modified) return loaded.engine
  // After an edit most field texts are as before: the new engine reuses the old one's analysis of them. A built
  // site loads its engine once and keeps no analysis.
  const previous = process.env.NODE_ENV === 'development' ? (loaded?.engine.analysedFields ?? new Map()) : undefined
  shared[ENGINE] = { engine: new SearchEngine(JSON.parse(readFileSync(file, 'utf8')) as DocSearchRecord[], previous), modified }
  return shared[ENGINE].engine
}
