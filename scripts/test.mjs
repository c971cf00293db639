// Runs every suite in order, prints how long each stage took, and ends with one line: `N passed, N failed`.
// Checks that are not test runners (type-check, lint, build) count as one test each.
import './check-node.mjs'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { ensurePostgres } from './postgres.mjs'

const OUTPUT = '.test-output'
rmSync(OUTPUT, { recursive: true, force: true })
mkdirSync(OUTPUT, { recursive: true })

let passed = 0
let failed = 0
const started = performance.now()
const times = []

/** Runs one stage and records how long it took. */
function stage(title, body) {
  const stageStarted = performance.now()
  const ok = body()
  const seconds = (performance.now() - stageStarted) / 1000
  times.push([title, seconds])
  console.log(`=== ${title}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`)
  return ok
}

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function check(title, command, args, env = {}) {
  return stage(title, () => {
    const ok = run(title, command, args, env)
    if (ok) passed++
    else failed++
    return ok
  })
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** A Vitest run whose tests count one each; a run that fails without reporting a failed test counts as one failure. */
function vitest(title, args, env = {}) {
  const report = `${OUTPUT}/${title.replaceAll(' ', '-')}.json`
  return stage(title, () => {
    const ok = run(title, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env)
    const results = readJson(report)
    if (!results) {
      failed++
      return false
    }
    passed += results.numPassedTests
    failed += results.numFailedTests + (ok || results.numFailedTests > 0 ? 0 : 1)
    return ok
  })
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
stage('PostgreSQL for the tests', () => {
  try {
    databaseUrl = ensurePostgres()
    passed++
    return true
  } catch (error) {
    failed++
    console.log(error.message)
    return false
  }
})
const testEnv = databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}

vitest('unit tests', [], testEnv)

// Each guide's dependencies installed as its deployed build installs them: Node.js releases and packages from the npm
// registry, so a stage of its own (tests/guide-builds).
vitest('guide builds', ['--config', 'vitest.guide-builds.config.ts'])

// Built with the analytics settings the analytics tests expect (tests/e2e/analytics-env.json) so they can watch its
// calls; on the test server's own host, 127.0.0.1, the script never loads, so other tests see no analytics.
const built = check('production build', 'npm', ['run', 'build'], JSON.parse(readFileSync('tests/e2e/analytics-env.json', 'utf8')))

if (built) vitest('built-site checks', ['--config', 'vitest.built.config.ts'])
else {
  console.log('=== built-site checks: not run (no build)')
  failed++
}

if (built && ensureChromium()) {
  stage('browser tests', () => {
    const ok = run('browser tests', 'npx', ['playwright', 'test'], testEnv)
    const browser = readJson(`${OUTPUT}/playwright.json`)
    if (!browser) {
      failed++
      return false
    }
    passed += browser.stats.expected + browser.stats.flaky
    failed += browser.stats.unexpected + (ok || browser.stats.unexpected > 0 ? 0 : 1)
    return ok
  })
} else {
  console.log('=== browser tests: not run (no build or no browser)')
  failed++
}

console.log('\n=== Time per stage')
for (const [title, seconds] of times) console.log(`${title.padEnd(26)} ${seconds.toFixed(1).padStart(7)} s`)
console.log(`${'total'.padEnd(26)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
