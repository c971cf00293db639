import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openStore, type StoreConfig } from '@/lib/feedback/open-store'
import { createTestDatabase } from '../../scripts/test-database'

function cli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/feedback.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', FEEDBACK_SQLITE_PATH: '', ...env },
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

interface Backend {
  name: string
  setUp(): Promise<{ env: Record<string, string>; config: StoreConfig; tearDown(): Promise<void> }>
}

const sqlite: Backend = {
  name: 'SQLite',
  setUp() {
    const dir = mkdtempSync(path.join(tmpdir(), 'feedback-cli-'))
    const file = path.join(dir, 'feedback.sqlite')
    return Promise.resolve({ env: { FEEDBACK_SQLITE_PATH: file }, config: { sqlitePath: file }, tearDown: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })) })
  },
}

const adminUrl = process.env.TEST_DATABASE_URL
const postgres: Backend = {
  name: 'PostgreSQL',
  async setUp() {
    const database = await createTestDatabase(adminUrl!, 'feedback_cli')
    return { env: { DATABASE_URL: database.url }, config: { databaseUrl: database.url, sqlitePath: '' }, tearDown: database.drop }
  },
}

/** Each test starts the CLI (Node with tsx) up to three times: seconds each on a busy two-core machine. */
const CLI_TEST_TIMEOUT = 30_000

function suite(backend: Backend) {
  let setup: Awaited<ReturnType<Backend['setUp']>>

  beforeAll(async () => {
    setup = await backend.setUp()
    const store = await openStore(setup.config)
    await store.add({ path: '/docs/apis', answer: 'yes', comment: 'Clear, "thanks"', userAgent: 'UA' }, new Date('2026-01-01T00:00:00Z'))
    await store.add({ path: '/docs/apis', answer: 'no', comment: 'Needs Go', userAgent: 'UA' }, new Date('2026-02-01T00:00:00Z'))
    await store.add({ path: '/docs/sql', answer: 'feedback', comment: '', userAgent: 'UA' }, new Date('2026-03-01T00:00:00Z'))
    await store.close()
  }, 30_000)

  afterAll(() => setup?.tearDown())

  it('exports CSV', () => {
    const { status, stdout, stderr } = cli(['export', '--format', 'csv'], setup.env)
    expect(status).toBe(0)
    expect(stdout.split('\r\n')[0]).toBe('id,createdAt,path,answer,comment,userAgent')
    expect(stdout).toContain('"Clear, ""thanks"""')
    expect(stderr).toContain('3 submissions from')
  }, CLI_TEST_TIMEOUT)

  it('exports JSON since a date', () => {
    const { status, stdout } = cli(['export', '--format', 'json', '--since', '2026-01-15'], setup.env)
    expect(status).toBe(0)
    expect((JSON.parse(stdout) as Array<{ path: string }>).map((row) => row.path)).toEqual(['/docs/apis', '/docs/sql'])
  }, CLI_TEST_TIMEOUT)

  it('reports per page', () => {
    const { status, stdout } = cli(['report'], setup.env)
    expect(status).toBe(0)
    expect(stdout).toContain('/docs/apis  yes 1  no 1  feedback 0  (50% helpful)')
    expect(stdout).toContain('Needs Go')
  }, CLI_TEST_TIMEOUT)

  it('explains a wrong command line and exits 2', () => {
    expect(cli(['export', '--format', 'xml'], setup.env)).toMatchObject({ status: 2, stderr: expect.stringContaining('--format must be csv or json') })
    expect(cli(['export', '--format', 'csv', '--since', 'yesterday-ish'], setup.env)).toMatchObject({ status: 2, stderr: expect.stringContaining('--since must be a date') })
    expect(cli(['purge'], setup.env)).toMatchObject({ status: 2, stderr: expect.stringContaining('unknown command "purge"') })
  }, CLI_TEST_TIMEOUT)
}

describe.each([sqlite])('npm run feedback on $name', suite)
// `npm test` always provides TEST_DATABASE_URL (scripts/postgres.mjs starts Debian's PostgreSQL).
describe.skipIf(!adminUrl).each([postgres])('npm run feedback on $name', suite)
