/**
 * The feedback schema, one migration at a time, in both dialects. A store applies the ones its database lacks at
 * start-up and records each in `schema_migrations`; never edit a migration that has shipped, add the next one.
 */
export interface Migration {
  version: number
  name: string
  sqlite: string
  postgres: string
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'create feedback',
    sqlite: `
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        path TEXT NOT NULL,
        answer TEXT NOT NULL CHECK (answer IN ('yes', 'no', 'feedback')),
        comment TEXT NOT NULL,
        user_agent TEXT NOT NULL
      );
      CREATE INDEX feedback_path ON feedback (path);
      CREATE INDEX feedback_created_at ON feedback (created_at);`,
    postgres: `
      CREATE TABLE feedback (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL,
        path TEXT NOT NULL,
        answer TEXT NOT NULL CHECK (answer IN ('yes', 'no', 'feedback')),
        comment TEXT NOT NULL,
        user_agent TEXT NOT NULL
      );
      CREATE INDEX feedback_path ON feedback (path);
      CREATE INDEX feedback_created_at ON feedback (created_at);`,
  },
]

export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`

/** The migrations a database at `applied` versions still needs, in order. */
export function pendingMigrations(applied: Iterable<number>): Migration[] {
  const done = new Set(applied)
  return MIGRATIONS.filter((migration) => !done.has(migration.version)).sort((a, b) => a.version - b.version)
}
