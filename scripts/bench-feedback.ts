// npm run bench:feedback — 5,000 submissions, 50 in flight, against the production server with each store.
// Checks that every acknowledged submission is stored exactly once; prints requests per second and latency.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { StoreConfig } from '../src/lib/feedback/open-store'
import { sendLoad, startServer, stopServer, verifyStored } from './feedback-load'
import { createTestDatabase } from './test-database'
// @ts-expect-error plain JavaScript helper shared with scripts/test.mjs
import { ensurePostgres } from './postgres.mjs'

const COUNT = 5000
const CONCURRENCY = 50
const PORT = 3190

async function bench(name: string, store: StoreConfig): Promise<boolean> {
  const server = await startServer(PORT, store)
  let ok = false
  try {
    // Warm up the route (compilation of the handler, store opening) outside the measurement.
    await sendLoad(server.url, { count: 50, concurrency: 10, run: `warm-${Date.now()}` })
    const started = performance.now()
    const results = await sendLoad(server.url, { count: COUNT, concurrency: CONCURRENCY, run: `bench-${Date.now()}` })
    const seconds = (performance.now() - started) / 1000
    const times = results.map((result) => result.ms).sort((a, b) => a - b)
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1)
    const acknowledged = results.filter((result) => result.acknowledgedId !== undefined).length
    const { missing, duplicated } = await verifyStored(store, results)
    ok = acknowledged === COUNT && missing.length === 0 && duplicated.length === 0
    console.log(
      `${name.padEnd(11)} ${COUNT} submissions, ${CONCURRENCY} in flight: ${(COUNT / seconds).toFixed(0)} req/s  ` +
        `p50 ${at(50)} ms  p99 ${at(99)} ms  acknowledged ${acknowledged}  missing ${missing.length}  duplicated ${duplicated.length}  ${ok ? 'OK' : 'FAILED'}`,
    )
  } finally {
    await stopServer(server)
  }
  return ok
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-feedback-'))
const adminUrl: string = ensurePostgres(() => undefined)
const database = await createTestDatabase(adminUrl, 'bench_feedback')
let ok = false
try {
  const sqliteOk = await bench('SQLite', { sqlitePath: path.join(dir, 'feedback.sqlite') })
  const postgresOk = await bench('PostgreSQL', { databaseUrl: database.url, sqlitePath: '' })
  ok = sqliteOk && postgresOk
} finally {
  await database.drop()
  rmSync(dir, { recursive: true, force: true })
}
process.exit(ok ? 0 : 1)
