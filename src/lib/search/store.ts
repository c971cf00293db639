import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { SearchEngine } from './engine'
import type { DocSearchRecord } from './types'

/** Where the build writes the records: served as a static file too, for upload to hosted Algolia. */
export const RECORDS_PATH = ['public', 'search', 'records.json'] as const

let engine: SearchEngine | undefined

/** The engine over the built records, loaded once per process; undefined when the index was never built. */
export function searchEngine(): SearchEngine | undefined {
  if (engine) return engine
  const file = path.join(process.cwd(), 'public', 'search', 'records.json')
  if (!existsSync(file)) return undefined
  engine = new SearchEngine(JSON.parse(readFileSync(file, 'utf8')) as DocSearchRecord[])
  return engine
}
