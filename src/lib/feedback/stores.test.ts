import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../scripts/test-database'
import { openPostgresStore } from './postgres-store'
import { openSqliteStore } from './sqlite-store'
import type { FeedbackEntry, FeedbackStore } from './types'

const entry = (overrides: Partial<FeedbackEntry> = {}): FeedbackEntry => ({
  path: '/docs/apis',
  answer: 'yes',
  comment: '',
  userAgent: 'Mozilla/5.0',
  ...overrides,
})

interface Backend {
  name: string
  /** A fresh, empty database; `open` may be called again on it to reopen. */
  create(): Promise<{ open: () => Promise<FeedbackStore>; dispose: () => Promise<void> }>
}

const sqlite: Backend = {
  name: 'SQLite',
  create() {
    const dir = mkdtempSync(path.join(tmpdir(), 'feedback-'))
    const file = path.join(dir, 'nested', 'feedback.sqlite')
    return Promise.resolve({ open: () => Promise.resolve(openSqliteStore(file)), dispose: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })) })
  },
}

const adminUrl = process.env.TEST_DATABASE_URL
const postgres: Backend = {
  name: 'PostgreSQL',
  async create() {
    const database = await createTestDatabase(adminUrl!, 'feedback_test')
    return { open: () => openPostgresStore(database.url), dispose: database.drop }
  },
}

function contract(backend: Backend) {
  let database: Awaited<ReturnType<Backend['create']>>
  let store: FeedbackStore

  beforeAll(async () => {
    database = await backend.create()
    store = await database.open()
  })

  afterAll(async () => {
    await store?.close()
    await database?.dispose()
  })

  it('stores a submission and lists it back with an id and a timestamp', async () => {
    const at = new Date('2026-03-01T10:00:00.000Z')
    const id = await store.add(entry({ comment: 'Clear page, thanks 👍 — مرحبا', answer: 'feedback' }), at)
    const rows = await store.list()
    expect(rows.find((row) => row.id === id)).toEqual({
      id,
      createdAt: at.toISOString(),
      path: '/docs/apis',
      answer: 'feedback',
      comment: 'Clear page, thanks 👍 — مرحبا',
      userAgent: 'Mozilla/5.0',
    })
  })

  it('lists oldest first and filters by date', async () => {
    await store.add(entry({ path: '/docs/old' }), new Date('2025-01-01T00:00:00Z'))
    await store.add(entry({ path: '/docs/new' }), new Date('2026-06-01T00:00:00Z'))
    const since = await store.list({ since: new Date('2026-05-31T00:00:00Z') })
    expect(since.map((row) => row.path)).toEqual(['/docs/new'])
    const all = await store.list()
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort((a, b) => a - b))
  })

  it('keeps every one of many concurrent submissions exactly once', async () => {
    const before = (await store.list()).length
    const ids = await Promise.all(Array.from({ length: 200 }, (_, index) => store.add(entry({ comment: `concurrent ${index}` }))))
    expect(new Set(ids).size).toBe(200)
    const rows = await store.list()
    expect(rows).toHaveLength(before + 200)
    const comments = rows.filter((row) => row.comment.startsWith('concurrent ')).map((row) => row.comment)
    expect(new Set(comments).size).toBe(200)
  })

  it('refuses an answer outside yes, no and feedback at the database too', async () => {
    await expect(store.add(entry({ answer: 'maybe' as FeedbackEntry['answer'] }))).rejects.toThrow()
  })

  it('keeps its rows and migrates only once when reopened', async () => {
    const id = await store.add(entry({ comment: 'before reopening' }))
    await store.close()
    store = await database.open()
    const rows = await store.list()
    expect(rows.find((row) => row.id === id)?.comment).toBe('before reopening')
    await expect(store.ping()).resolves.toBeUndefined()
  })
}

describe.each([sqlite])('$name feedback store', contract)

// `npm test` always provides TEST_DATABASE_URL (scripts/postgres.mjs starts Debian's PostgreSQL); a bare
// `vitest run` without a database skips only this backend.
describe.skipIf(!adminUrl).each([postgres])('$name feedback store', contract)
