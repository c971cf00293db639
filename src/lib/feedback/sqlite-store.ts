import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { MIGRATIONS_TABLE, pendingMigrations } from './migrations'
import type { Answer, FeedbackEntry, FeedbackStore, StoredFeedback } from './types'

interface Pending {
  entry: FeedbackEntry
  at: Date
  resolve: (id: number) => void
  reject: (error: unknown) => void
}

interface Row {
  id: number
  created_at: string
  path: string
  answer: Answer
  comment: string
  user_agent: string
}

function fromRow(row: Row): StoredFeedback {
  return { id: Number(row.id), createdAt: row.created_at, path: row.path, answer: row.answer, comment: row.comment, userAgent: row.user_agent }
}

/** Runs `body` in one write transaction: it commits as a whole or, when `body` throws, not at all. */
function writeTransaction<T>(db: DatabaseSync, body: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = body()
    db.exec('COMMIT')
    return result
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}

/**
 * Feedback in one SQLite file, through Node.js's built-in `node:sqlite` (no native module to compile at install).
 * WAL lets the export read while the site writes; `synchronous = FULL` makes every commit durable before `add`
 * returns, so an acknowledged row survives a crash of the process or the machine.
 */
export function openSqliteStore(file: string): FeedbackStore {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true })
  const db = new DatabaseSync(file)
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec(MIGRATIONS_TABLE)
  writeTransaction(db, () => {
    const applied = db.prepare('SELECT version FROM schema_migrations').all() as unknown as Array<{ version: number }>
    for (const migration of pendingMigrations(applied.map((row) => row.version))) {
      db.exec(migration.sqlite)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, new Date().toISOString())
    }
  })

  const insert = db.prepare('INSERT INTO feedback (created_at, path, answer, comment, user_agent) VALUES (?, ?, ?, ?, ?)')
  const selectAll = db.prepare('SELECT * FROM feedback ORDER BY id')
  const selectSince = db.prepare('SELECT * FROM feedback WHERE created_at >= ? ORDER BY id')
  const insertOne = (entry: FeedbackEntry, at: Date) =>
    Number(insert.run(at.toISOString(), entry.path, entry.answer, entry.comment, entry.userAgent).lastInsertRowid)
  const insertMany = (batch: Pending[]) => writeTransaction(db, () => batch.map(({ entry, at }) => insertOne(entry, at)))

  // Group commit: submissions that arrive together share one transaction, and so one fsync, which is what bounds
  // throughput with synchronous = FULL. Each caller still hears back only after the commit.
  let queue: Pending[] = []
  const flush = () => {
    const batch = queue
    queue = []
    try {
      const ids = insertMany(batch)
      batch.forEach((pending, index) => pending.resolve(ids[index]!))
    } catch {
      // The batch rolled back as a whole; insert one by one so a bad row fails alone.
      for (const pending of batch) {
        try {
          pending.resolve(insertOne(pending.entry, pending.at))
        } catch (error) {
          pending.reject(error)
        }
      }
    }
  }

  return {
    kind: 'sqlite',
    add(entry: FeedbackEntry, at = new Date()) {
      return new Promise<number>((resolve, reject) => {
        if (queue.push({ entry, at, resolve, reject }) === 1) setImmediate(flush)
      })
    },
    // async, so that a failed statement rejects the promise like PostgreSQL's does instead of throwing.
    async list({ since } = {}) {
      const rows = (since ? selectSince.all(since.toISOString()) : selectAll.all()) as unknown as Row[]
      return rows.map(fromRow)
    },
    async ping() {
      db.prepare('SELECT 1').get()
    },
    async close() {
      db.close()
    },
  }
}
