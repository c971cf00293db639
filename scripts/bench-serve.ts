// `npm run bench:serve`: requests/s and p99 latency of the production server (`npm start`) against nginx serving the
// same precompressed files with gzip_static, 50 connections, for a text page and the largest page. Builds first when
// there is no build; installs Debian's nginx with apt-get when it is missing. Option: --duration SECONDS (default 10).
import autocannon from 'autocannon'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { MANIFEST_FILE, PRECOMPRESSED_DIR, type Manifest } from '../src/lib/serving/manifest'
import { nginxConfig, nginxLayout } from '../checks/serving/nginx'
import { startServer, stopServer } from './feedback-load'
import { freePort } from './free-port'

const PAGES = ['/docs/concepts/introduction', '/docs/apis']
const CONNECTIONS = 50
const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' } } })
const duration = Number(values.duration)
const root = process.cwd()
const manifestFile = path.join(root, PRECOMPRESSED_DIR, MANIFEST_FILE)

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`)
}

if (!existsSync(manifestFile)) {
  console.log('No build: building first…')
  run('npm', ['run', 'build'])
}
const NGINX = '/usr/sbin/nginx'
if (!existsSync(NGINX)) {
  console.log("Installing Debian's nginx…")
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'nginx'])
}

async function waitFor(url: string, child: ChildProcess, what: string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`)
    if (await fetch(url).then((response) => response.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not answer within 30 s`)
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
const workDir = path.join(root, '.next', 'bench-nginx')
rmSync(workDir, { recursive: true, force: true })
const nginxRoot = path.join(workDir, 'root')
for (const [link, file] of nginxLayout(manifest)) {
  mkdirSync(path.dirname(path.join(nginxRoot, link)), { recursive: true })
  symlinkSync(path.join(root, file), path.join(nginxRoot, link))
}
const nginxPort = await freePort()
const configFile = path.join(workDir, 'nginx.conf')
writeFileSync(configFile, nginxConfig({ root: nginxRoot, workDir, port: nginxPort, headers: manifest.headers, runAsRoot: process.getuid?.() === 0 }))
const nginx = spawn(NGINX, ['-c', configFile, '-e', path.join(workDir, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] })
const ours = await startServer(await freePort(), { sqlitePath: path.join(workDir, 'feedback.sqlite') })

interface Figures {
  requestsPerSecond: number
  p99: number
  errors: number
}

async function measure(url: string, seconds: number): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': 'gzip' } })
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx }
}

try {
  const nginxUrl = `http://127.0.0.1:${nginxPort}`
  await waitFor(`${nginxUrl}${PAGES[0]}`, nginx, 'nginx')
  // Both must send the same bytes, or the comparison means nothing.
  for (const page of PAGES) {
    const lengths = await Promise.all(
      [ours.url, nginxUrl].map(async (origin) => {
        const response = await fetch(`${origin}${page}`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } })
        return `${response.headers.get('content-encoding')} ${response.headers.get('content-length')}`
      }),
    )
    if (lengths[0] !== lengths[1] || !lengths[0]!.startsWith('gzip')) throw new Error(`${page}: ours answers ${lengths[0]}, nginx ${lengths[1]}`)
  }
  console.log(`\n${CONNECTIONS} connections, ${duration} s per run after a 2 s warm-up, Accept-Encoding: gzip\n`)
  console.log('page                          ours req/s  nginx req/s  ratio  ours p99  nginx p99')
  let met = true
  for (const page of PAGES) {
    const figures: Figures[] = []
    for (const origin of [ours.url, nginxUrl]) {
      await measure(`${origin}${page}`, 2)
      figures.push(await measure(`${origin}${page}`, duration))
    }
    const [mine, theirs] = figures as [Figures, Figures]
    const ratio = mine.requestsPerSecond / theirs.requestsPerSecond
    met &&= ratio >= 0.5 && (page !== PAGES[0] || mine.p99 < 50)
    console.log(
      `${page.padEnd(29)} ${mine.requestsPerSecond.toFixed(0).padStart(10)}  ${theirs.requestsPerSecond.toFixed(0).padStart(11)}  ${ratio.toFixed(2).padStart(5)}  ` +
        `${`${mine.p99} ms`.padStart(8)}  ${`${theirs.p99} ms`.padStart(9)}`,
    )
    if (mine.errors + theirs.errors > 0) console.log(`  errors, timeouts or non-2xx answers: ours ${mine.errors}, nginx ${theirs.errors}`)
  }
  console.log(`\nTargets (ours at least half of nginx's requests/s on both pages, p99 under 50 ms on ${PAGES[0]}): ${met ? 'met' : 'not met'}`)
} finally {
  nginx.kill('SIGQUIT')
  await stopServer(ours)
}
