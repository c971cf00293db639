import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { StoreConfig } from '../../src/lib/feedback/open-store'
import { sendLoad, startServer, stopServer, verifyStored } from '../../scripts/feedback-load'
import { createTestDatabase } from '../../scripts/test-database'

/**
 * Kills the production server with SIGKILL in the middle of a load, starts it again on the same store, and requires
 * every submission it acknowledged to be there, once.
 */
async function crashAndRecover(store: StoreConfig, port: number) {
  let server = await startServer(port, store)
  let killed: Promise<void> | undefined
  const submissions = await sendLoad(server.url, {
    count: 1500,
    concurrency: 50,
    run: `crash-${Date.now()}`,
    onAcknowledged: (done) => {
      if (done === 300) killed = stopServer(server, 'SIGKILL')
    },
  })
  await killed
  const acknowledged = submissions.filter((submission) => submission.acknowledgedId !== undefined).length
  expect(acknowledged).toBeGreaterThanOrEqual(300)
  expect(acknowledged, 'the kill came in the middle of the load').toBeLessThan(1500)

  server = await startServer(port, store)
  try {
    expect(await verifyStored(store, submissions)).toEqual({ missing: [], duplicated: [] })
    const after = await sendLoad(server.url, { count: 1, concurrency: 1, run: `after-${Date.now()}` })
    expect(after[0]?.status).toBe(201)
  } finally {
    await stopServer(server)
  }
}

test.describe('feedback survives a crash', () => {
  test.describe.configure({ timeout: 180_000 })

  test('SQLite', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'feedback-crash-'))
    try {
      await crashAndRecover({ sqlitePath: path.join(dir, 'feedback.sqlite') }, 3191)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('PostgreSQL', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL
    // `npm test` always provides TEST_DATABASE_URL (scripts/postgres.mjs starts Debian's PostgreSQL).
    test.skip(!adminUrl, 'needs TEST_DATABASE_URL')
    const database = await createTestDatabase(adminUrl!, 'feedback_crash')
    try {
      await crashAndRecover({ databaseUrl: database.url, sqlitePath: '' }, 3192)
    } finally {
      await database.drop()
    }
  })
})
