// A throwaway PostgreSQL database for the feedback tests and benchmark, created through an admin connection.
import pg from 'pg'

export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Creates an empty database named after `prefix`, the process and a random suffix; `drop` removes it. */
export async function createTestDatabase(adminUrl: string, prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
