import path from 'node:path'
import { openPostgresStore } from './postgres-store'
import { openSqliteStore } from './sqlite-store'
import type { FeedbackStore } from './types'

export const DEFAULT_SQLITE_PATH = path.join('data', 'feedback.sqlite')

export interface StoreConfig {
  /** PostgreSQL when set. */
  databaseUrl?: string
  /** The SQLite file otherwise, relative to the working directory. */
  sqlitePath: string
}

export function readStoreConfig(env: Record<string, string | undefined> = process.env): StoreConfig {
  return { databaseUrl: env.DATABASE_URL || undefined, sqlitePath: env.FEEDBACK_SQLITE_PATH || DEFAULT_SQLITE_PATH }
}

/** The store the configuration names, migrated and ready. */
export async function openStore(config: StoreConfig): Promise<FeedbackStore> {
  if (config.databaseUrl) return openPostgresStore(config.databaseUrl)
  return openSqliteStore(path.resolve(config.sqlitePath))
}

/** A description of the store for logs and the CLI, without credentials. */
export function describeStore(config: StoreConfig): string {
  if (!config.databaseUrl) return `SQLite at ${path.resolve(config.sqlitePath)}`
  try {
    const url = new URL(config.databaseUrl)
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
  } catch {
    return 'PostgreSQL'
  }
}
