// A PostgreSQL for the tests and benchmarks: TEST_DATABASE_URL when given, else Debian's server on this machine,
// installed with apt-get and started when it is missing or down. Returns a URL for a role that may create databases.
import { spawnSync } from 'node:child_process'

const ROLE = 'docs_test'
const LOCAL_URL = `postgres://${ROLE}:${ROLE}@127.0.0.1:5432/postgres`

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options })
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}` }
}

function clusters() {
  const listed = sh('pg_lsclusters', ['--no-header'])
  if (!listed.ok) return []
  return listed.out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [version, name, port, status] = line.trim().split(/\s+/)
      return { version, name, port, status }
    })
}

function waitUntilReady(timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (sh('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']).ok) return true
    sh('sleep', ['0.2'])
  }
  return false
}

export function ensurePostgres(log = console.log) {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL
  if (clusters().length === 0) {
    log('=== PostgreSQL is missing: installing Debian postgresql with apt-get')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    if (!sh('apt-get', ['update', '-qq'], { env }).ok) throw new Error('apt-get update failed')
    const installed = sh('apt-get', ['install', '-y', '-qq', 'postgresql'], { env })
    if (!installed.ok) throw new Error(`apt-get install postgresql failed:\n${installed.out}`)
  }
  const cluster = clusters()[0]
  if (!cluster) throw new Error('no PostgreSQL cluster after installing postgresql')
  if (cluster.status !== 'online') {
    log(`=== starting PostgreSQL ${cluster.version}/${cluster.name}`)
    const started = sh('pg_ctlcluster', [cluster.version, cluster.name, 'start'])
    if (!started.ok && !/already running/.test(started.out)) throw new Error(`pg_ctlcluster start failed:\n${started.out}`)
  }
  if (!waitUntilReady(30_000)) throw new Error('PostgreSQL did not become ready on 127.0.0.1:5432')
  const role = sh('runuser', ['-u', 'postgres', '--', 'psql', '-q', '-v', 'ON_ERROR_STOP=1', '-c',
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${ROLE}'; END IF; END $$;`])
  if (!role.ok) throw new Error(`creating the test role failed:\n${role.out}`)
  return LOCAL_URL
}
