import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { searchEngine } from './store'
import type { DocSearchRecord } from './types'

const ENGINE = Symbol.for('nitric-docs.search-engine')
let dir: string

function page(route: string, title: string): DocSearchRecord {
  return {
    objectID: route,
    url: `/docs${route}`,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    weight: { pageRank: 0, level: 100, position: 0 },
  }
}

/** Writes the records as the content watcher does, with a later modification time each time. */
function writeRecords(records: DocSearchRecord[], secondsLater: number) {
  const file = path.join(dir, 'public', 'search', 'records.json')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(records))
  const at = new Date(Date.now() + secondsLater * 1000)
  utimesSync(file, at, at)
}

const titles = () => searchEngine()?.search('queues').matches.map((match) => match.record.hierarchy.lvl1)

describe('the search engine over the built records', () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'records-'))
    vi.spyOn(process, 'cwd').mockReturnValue(dir)
    delete (globalThis as Record<symbol, unknown>)[ENGINE]
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
    delete (globalThis as Record<symbol, unknown>)[ENGINE]
    rmSync(dir, { recursive: true, force: true })
  })

  it.each([
    ['follows the records the content watcher rewrites under next dev', 'development', 'Queues and workers'],
    ['loads the records once in a production server, whose build never changes', 'production', 'Queues'],
  ])('%s', (_title, environment, afterRewrite) => {
    vi.stubEnv('NODE_ENV', environment)
    writeRecords([page('/queues', 'Queues')], 0)
    expect(titles()).toEqual(['Queues'])
    writeRecords([page('/queues', 'Queues and workers')], 5)
    expect(titles()).toEqual([afterRewrite])
  })

  it('has no engine before the records were ever built', () => {
    expect(searchEngine()).toBeUndefined()
  })
})
