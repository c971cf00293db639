// `npm run bench:agents`: scores the production server with afdocs (the Agent-Friendly Documentation Spec's checker,
// pinned as a dev dependency) and prints its scorecard. Exits 1 below 95 overall or when any check fails. Builds
// first when there is no build. The same deterministic sample of pages every run, so two runs can be compared.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { MANIFEST_FILE, PRECOMPRESSED_DIR } from '../src/lib/serving/manifest'
import { BASE_PATH } from '../src/lib/site/config'
import { startServer, stopServer } from './feedback-load'
import { freePort } from './free-port'

const MINIMUM_SCORE = 95
/** The production address our llms.txt and Markdown twins link to; afdocs rewrites it to the server under test. */
const CANONICAL = `https://nitric.io${BASE_PATH}`

interface CheckResult {
  id: string
  category: string
  status: 'pass' | 'warn' | 'fail' | 'skip' | 'error'
  message: string
}
interface Report {
  results: CheckResult[]
  scoring: { overall: number; grade: string; categoryScores: Record<string, { score: number | null; grade: string }> }
}

if (!existsSync(path.join(PRECOMPRESSED_DIR, MANIFEST_FILE))) {
  console.log('No build: building first…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const storeDir = mkdtempSync(path.join(tmpdir(), 'bench-agents-'))
const server = await startServer(await freePort(), { sqlitePath: path.join(storeDir, 'feedback.sqlite') })
let report: Report
try {
  // 127.0.0.1, not localhost: the server listens on IPv4 only, and a client that tries ::1 first loses requests.
  const afdocs = spawnSync(
    path.join('node_modules', '.bin', 'afdocs'),
    ['check', `${server.url}${BASE_PATH}`, '--canonical-origin', CANONICAL, '--sampling', 'deterministic', '--format', 'json', '--score', '--quiet'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (!afdocs.stdout) throw new Error(`afdocs printed no report (exit ${afdocs.status}): ${afdocs.stderr}`)
  report = JSON.parse(afdocs.stdout) as Report
} finally {
  await stopServer(server)
  rmSync(storeDir, { recursive: true, force: true })
}

const MARK: Record<CheckResult['status'], string> = { pass: 'PASS', warn: 'WARN', fail: 'FAIL', skip: 'SKIP', error: 'ERROR' }
console.log(`afdocs: ${report.scoring.overall}/100 (${report.scoring.grade})\n`)
for (const [category, { score, grade }] of Object.entries(report.scoring.categoryScores)) {
  console.log(`  ${category.padEnd(28)} ${score === null ? 'n/a' : `${score} (${grade})`}`)
}
console.log('')
for (const result of report.results) console.log(`  ${MARK[result.status].padEnd(5)} ${result.id.padEnd(30)} ${result.message}`)

const failing = report.results.filter((result) => result.status === 'fail' || result.status === 'error')
const problems = [
  ...(report.scoring.overall < MINIMUM_SCORE ? [`overall ${report.scoring.overall} is below ${MINIMUM_SCORE}`] : []),
  ...failing.map((result) => `${result.id} ${result.status}s`),
]
if (problems.length > 0) {
  console.error(`\nbench:agents: ${problems.join('; ')}`)
  process.exit(1)
}
console.log(`\nbench:agents: ${report.scoring.overall}/100, no failing check`)
