import pg from 'pg'
import { MIGRATIONS_TABLE, pendingMigrations } from './migrations'
import type { Answer, FeedbackEntry, FeedbackStore, StoredFeedback } from './types'

/** Any fixed number: it names the lock that keeps two servers starting together from migrating at once. */
const MIGRATION_LOCK = 7_431_902

interface Row {
  id: string
  created_at: Date
  path: string
  answer: Answer
  comment: string
  user_agent: string
}

function fromRow(row: Row): StoredFeedback {
  return { id: Number(row.id), createdAt: row.created_at.toISOString(), path: row.path, answer: row.answer, comment: row.comment, userAgent: row.user_agent }
}

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await client.query(MIGRATIONS_TABLE)
    const applied = await client.query<{ version: number }>('SELECT version FROM schema_migrations')
    for (const migration of pendingMigrations(applied.rows.map((row) => row.version))) {
      await client.query(migration.postgres)
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [migration.version, migration.name, new Date().toISOString()])
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * Feedback in PostgreSQL. Each insert is its own transaction, and `add` resolves after the server reports the
 * commit; with PostgreSQL's default `synchronous_commit = on` that means the row is on disk.
 */
export async function openPostgresStore(connectionString: string): Promise<FeedbackStore> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 })
  // An idle client that loses its connection must not take the process down with it.
  pool.on('error', () => undefined)
  try {
    await migrate(pool)
  } catch (error) {
    await pool.end()
    throw error
  }
  return {
    kind: 'postgres',
    async add(entry: FeedbackEntry, at = new Date()) {
      const result = await pool.query<{ id: string }>(
        'INSERT INTO feedback (created_at, path, answer, comment, user_agent) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [at.toISOString(), entry.path, entry.answer, entry.comment, entry.userAgent],
      )
      return Number(result.rows[0]!.id)
    },
    async list({ since } = {}) {
      const result = since
        ? await pool.query<Row>('SELECT * FROM feedback WHERE created_at >= $1 ORDER BY id', [since.toISOString()])
        : await pool.query<Row>('SELECT * FROM feedback ORDER BY id')
      return result.rows.map(fromRow)
    },
    async ping() {
      await pool.query('SELECT 1')
    },
    async close() {
      await pool.end()
    },
  }
}
