// Runs every suite, prints how long each stage took, and ends with one line: `N passed, N failed`.
// Checks that are not test runners (type-check, lint, build) count as one test each.
// Stages that wait mostly on something other than this machine's cores run beside those that keep them busy: the
// guide builds, which download Node.js releases and packages, start first and run beside everything up to the browser
// tests; the tools stage installs Debian packages while type-check and lint, each on one core, run together. A stage
// run beside another writes its output to a log, printed whole when it ends.
import './check-node.mjs'
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { ensurePostgres } from './postgres.mjs'

const OUTPUT = '.test-output'
rmSync(OUTPUT, { recursive: true, force: true })
mkdirSync(OUTPUT, { recursive: true })

let passed = 0
let failed = 0
const started = performance.now()
const times = []

const slug = (title) => title.replaceAll(' ', '-')

/**
 * The machine's busy and total CPU time so far, from Linux's /proc/stat (undefined elsewhere): how busy a stage kept the
 * cores tells whether it waits on something else, so could run beside another, or needs less work to get faster.
 */
function cpuTimes() {
  if (!existsSync('/proc/stat')) return undefined
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const busy = user + nice + system + irq + softirq + steal
  return { busy, total: busy + idle + iowait }
}

function busyShare(before, after) {
  if (!before || !after || after.total === before.total) return ''
  return `, cores ${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))}% busy`
}

/** Runs one stage and records how long it took and how busy the machine's cores were meanwhile. */
async function stage(title, body) {
  const stageStarted = performance.now()
  const cpuBefore = cpuTimes()
  const ok = await body()
  const seconds = (performance.now() - stageStarted) / 1000
  const busy = busyShare(cpuBefore, cpuTimes())
  times.push([title, seconds, busy])
  console.log(`=== ${title}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s${busy}`)
  return ok
}

/**
 * Runs a command to its end. `logged`: its output goes to a file, printed when it ends, so that a stage running
 * beside another does not interleave with it.
 */
function run(title, command, args, { env = {}, logged = false } = {}) {
  const line = `\n=== ${title}: ${[command, ...args].join(' ')}`
  if (!logged) console.log(line)
  const log = `${OUTPUT}/${slug(title)}.log`
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: logged ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } })
    if (logged) {
      const file = createWriteStream(log)
      child.stdout.pipe(file, { end: false })
      child.stderr.pipe(file, { end: false })
      child.on('close', (status) =>
        file.end(() => {
          console.log(`${line}\n${readFileSync(log, 'utf8')}`)
          resolve(status === 0)
        }),
      )
    } else child.on('close', (status) => resolve(status === 0))
  })
}

function check(title, command, args, options) {
  return stage(title, async () => {
    const ok = await run(title, command, args, options)
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
function vitest(title, args, options) {
  const report = `${OUTPUT}/${slug(title)}.json`
  return stage(title, async () => {
    const ok = await run(title, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], options)
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

// Each guide's dependencies installed as its deployed build installs them: Node.js releases and packages from the npm
// registry (tests/guide-builds).
const guideBuilds = vitest('guide builds', ['--config', 'vitest.guide-builds.config.ts'], { logged: true })

// The compilers the example checks run and the browser of the browser tests, installed with apt-get when missing.
const tools = check('tools', 'npx', ['tsx', 'scripts/install-tools.ts'], { logged: true })
await Promise.all([
  tools,
  check('type-check', 'sh', ['-c', 'npx next typegen && npx tsc --noEmit'], { logged: true }),
  check('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], { logged: true }),
])

// The feedback store's tests run against SQLite and PostgreSQL both; without a database that is one failure.
let databaseUrl
await stage('PostgreSQL for the tests', () => {
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

await vitest('unit tests', [], { env: testEnv })

// Built with the analytics settings the analytics tests expect (tests/e2e/analytics-env.json) so they can watch its
// calls; on the test server's own host, 127.0.0.1, the script never loads, so other tests see no analytics.
// The type-check stage has checked what `next build` would check again.
const buildEnv = { ...JSON.parse(readFileSync('tests/e2e/analytics-env.json', 'utf8')), DOCS_TYPECHECKED: '1' }
const built = await check('production build', 'npm', ['run', 'build'], { env: buildEnv })

if (built) await vitest('built-site checks', ['--config', 'vitest.built.config.ts'])
else {
  console.log('=== built-site checks: not run (no build)')
  failed++
}

// The browser tests wait on timers and page loads; nothing else runs beside them.
await guideBuilds

if (built) {
  await stage('browser tests', async () => {
    const ok = await run('browser tests', 'npx', ['playwright', 'test'], { env: testEnv })
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
  console.log('=== browser tests: not run (no build)')
  failed++
}

console.log(`\n=== Time per stage (stages run side by side overlap; ${availableParallelism()} cores)`)
for (const [title, seconds, busy] of times) console.log(`${title.padEnd(26)} ${seconds.toFixed(1).padStart(7)} s${busy}`)
console.log(`${'total'.padEnd(26)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
