// Lighthouse on four pages against the production server (`npm start`, which builds first when the build is stale):
// the default config (mobile, simulated throttling), 3 runs a page, Debian's Chromium. Prints the median scores and
// paint metrics, each page's raw HTML size and the JavaScript it loads on first view (gzip). Not part of the tests:
// figures vary with the machine and its load. `npm run bench:lighthouse -- --runs 5` changes the run count.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const PAGES = ['/docs', '/docs/concepts/introduction', '/docs/reference/nodejs/api/api', '/docs/apis']
const runsFlag = process.argv.indexOf('--runs')
const RUNS = runsFlag === -1 ? 3 : Number(process.argv[runsFlag + 1])
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const server = spawn('node', ['scripts/start.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
let chrome
try {
  // A build may run first; allow it its time.
  for (let waited = 0; ; waited += 500) {
    try {
      if ((await fetch(`${origin}/docs`)).ok) break
    } catch {
      if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`)
      if (waited > 15 * 60 * 1000) throw new Error('the server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  const { version } = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8'))
  console.log(`Lighthouse ${version}, mobile preset, median of ${RUNS} runs, ${CHROME}\n`)
  console.log('page                                 perf  a11y  bp   seo   LCP      TBT      CLS    FCP      HTML raw   JS gzip')
  for (const path of PAGES) {
    const runs = []
    // A run Lighthouse could not complete (on a loaded machine, a timeout) has no scores: say so and run again.
    for (let failures = 0; runs.length < RUNS; ) {
      const { lhr } = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!lhr.runtimeError) runs.push(lhr)
      else if (++failures > 3) throw new Error(`${path}: ${lhr.runtimeError.message}`)
      else console.log(`${path}: run failed (${lhr.runtimeError.code}), running again`)
    }
    const score = (category) => median(runs.map((lhr) => Math.round((lhr.categories[category].score ?? 0) * 100)))
    const metric = (audit) => median(runs.map((lhr) => lhr.audits[audit].numericValue ?? 0))
    const html = Buffer.from(await (await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
    // The scripts of the last run, each fetched uncompressed and gzipped here, so the figure does not depend on how
    // the server compresses.
    const scripts = runs.at(-1).audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').map((item) => item.url)
    let jsGzip = 0
    for (const url of scripts) {
      jsGzip += gzipSync(Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())).length
    }
    const ms = (value) => `${Math.round(value)} ms`.padEnd(9)
    console.log(
      [
        path.padEnd(36),
        String(score('performance')).padEnd(5),
        String(score('accessibility')).padEnd(5),
        String(score('best-practices')).padEnd(4),
        String(score('seo')).padEnd(5),
        ms(metric('largest-contentful-paint')),
        ms(metric('total-blocking-time')),
        metric('cumulative-layout-shift').toFixed(3).padEnd(6),
        ms(metric('first-contentful-paint')),
        `${(html.length / 1024).toFixed(1)} KB`.padEnd(10),
        `${(jsGzip / 1024).toFixed(1)} KB (${scripts.length} files)`,
      ].join(' '),
    )
  }
} finally {
  await chrome?.kill()
  process.kill(-server.pid)
}
