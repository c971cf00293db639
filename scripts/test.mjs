// Runs every suite in order and ends with one line: `N passed, N failed`.
// Checks that are not test runners (type-check, lint, build) count as one test each.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { ensurePostgres } from './postgres.mjs'

const OUTPUT = '.test-output'
rmSync(OUTPUT, { recursive: true, force: true })
mkdirSync(OUTPUT, { recursive: true })

let passed = 0
let failed = 0

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function check(title, command, args, env = {}) {
  const ok = run(title, command, args, env)
  if (ok) passed++
  else failed++
  console.log(`=== ${title}: ${ok ? 'passed' : 'FAILED'}`)
  return ok
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true
  console.log('\n=== Chromium is missing: installing Debian chromium with apt-get')
  return run('apt-get update', 'apt-get', ['update', '-qq']) && run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'])
}

check('type-check', 'sh', ['-c', 'npx next typegen && npx tsc --noEmit'])
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0'])

// The feedback store's tests run against SQLite and PostgreSQL both; without a database that is one failure.
let databaseUrl
try {
  databaseUrl = ensurePostgres()
  passed++
  console.log('=== PostgreSQL for the tests: ready')
} catch (error) {
  failed++
  console.log(`=== PostgreSQL for the tests: FAILED\n${error.message}`)
}
const testEnv = databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}

const unitOk = run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${OUTPUT}/vitest.json`], testEnv)
const unit = readJson(`${OUTPUT}/vitest.json`)
if (unit) {
  passed += unit.numPassedTests
  failed += unit.numFailedTests + (unitOk || unit.numFailedTests > 0 ? 0 : 1)
} else failed++

// Built with the analytics settings of tests/e2e/site.ts (E2E_ANALYTICS_ENV) so the analytics tests can watch its
// calls; on the test server's own host, 127.0.0.1, the script never loads, so other tests see no analytics.
const built = check('production build', 'npm', ['run', 'build'], {
  NEXT_PUBLIC_FATHOM_SITE_ID: 'E2ETESTS',
  NEXT_PUBLIC_ANALYTICS_EXCLUDED_HOSTS: 'vercel.app,preview.test',
})
if (built && ensureChromium()) {
  const browserOk = run('browser tests', 'npx', ['playwright', 'test'], testEnv)
  const browser = readJson(`${OUTPUT}/playwright.json`)
  if (browser) {
    passed += browser.stats.expected + browser.stats.flaky
    failed += browser.stats.unexpected + (browserOk || browser.stats.unexpected > 0 ? 0 : 1)
  } else failed++
} else {
  console.log('=== browser tests: not run (no build or no browser)')
  failed++
}

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
