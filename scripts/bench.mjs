// Builds from clean and prints build wall time and peak memory, page count, and for four pages the HTML bytes
// and the JavaScript loaded on first view (raw and gzip). Not part of the tests: figures vary with the machine.
//
// `npm run bench -- --large` does the same, then runs the whole `npm test` and prints each stage's time, then
// `npm run test:a11y-full` with its count and time: what the site's checks cost at its full size (570 pages, every
// SDK reference; it replaced a generated 600-page copy once the real references landed). It takes most of an hour.
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

if (process.argv.includes('--large')) {
  const bench = spawnSync('node', ['scripts/bench.mjs', '--suite'], { stdio: 'inherit' })
  process.exit(bench.status ?? 1)
}

const PORT = 3200
const PAGES = {
  home: '/docs',
  concept: '/docs/concepts/introduction',
  reference: '/docs/reference/nodejs/api/api-get',
  'building block': '/docs/apis',
}

/** Resident memory of a process and all its descendants, in bytes. */
function treeRss(rootPid) {
  const children = new Map()
  const rss = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(name)])
      rss.set(Number(name), Number(fields[21]) * 4096)
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

function runMeasured(command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] })
    let peak = 0
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid))
    }, 100)
    child.on('exit', (code) => {
      clearInterval(timer)
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, peak })
      else reject(new Error(`${command} exited with ${code}`))
    })
  })
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

rmSync('.next', { recursive: true, force: true })
console.log('Building from clean…')
const build = await runMeasured('npm', ['run', 'build'])
const pageCount = Object.keys(JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')).routes).filter((route) => !route.startsWith('/_')).length
console.log(`build: ${build.seconds.toFixed(1)} s wall, peak memory ${(build.peak / 1024 / 1024).toFixed(0)} MB, ${pageCount} prerendered routes`)

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '-p', String(PORT), '-H', '127.0.0.1'], { stdio: 'ignore', detached: true })
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/docs`)).ok) break
    } catch {
      if (attempt > 100) throw new Error('the server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  console.log('\npage            HTML raw   HTML gzip   JS files   JS raw      JS gzip')
  for (const [name, path] of Object.entries(PAGES)) {
    const page = await browser.newPage()
    const scripts = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)))
    })
    await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'networkidle' })
    const html = Buffer.from(await (await fetch(`http://127.0.0.1:${PORT}${path}`)).text())
    const bodies = await Promise.all(scripts)
    const raw = bodies.reduce((sum, body) => sum + body.length, 0)
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0)
    console.log(
      `${name.padEnd(15)} ${kb(html.length).padEnd(10)} ${kb(gzipSync(html).length).padEnd(11)} ${String(bodies.length).padEnd(10)} ${kb(raw).padEnd(11)} ${kb(gzip)}`,
    )
    await page.close()
  }
  await browser.close()
} finally {
  process.kill(-server.pid)
}

if (process.argv.includes('--suite')) {
  const pages = readdirSync('content', { recursive: true }).filter((file) => String(file).endsWith('.mdx')).length
  console.log(`\nRunning the whole test suite on ${pages} pages (it prints each stage's time at its end)…`)
  const started = performance.now()
  const suite = spawnSync('npm', ['test'], { stdio: 'inherit' })
  console.log(`npm test: ${((performance.now() - started) / 60000).toFixed(1)} min, exit ${suite.status}`)
  const sweepStarted = performance.now()
  const sweep = spawnSync('npm', ['run', 'test:a11y-full'], { stdio: 'inherit' })
  console.log(`test:a11y-full: ${((performance.now() - sweepStarted) / 60000).toFixed(1)} min, exit ${sweep.status}`)
}
