// `npm run bench:dev`: the writer's loop under `npm run dev`. Prints the time from the command to the first page,
// then, after an edit to a page's body, the time until the page, its Markdown twin and search show the edit. The
// baseline in the same run is the content step's first full pass, which is what every edit cost before the step
// rewrote only what an edit changes. Targets: first page within 15 s; each view of an edit within 2 s.
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { markdownPath } from '../src/lib/markdown/urls'
import { BASE_PATH } from '../src/lib/site/config'
import { freePort } from './free-port'

const ROUTE = '/schedules'
const FILE = 'content/schedules.mdx'
const TIMEOUT_MS = 180_000

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const original = readFileSync(FILE, 'utf8')
const output: string[] = []
const started = performance.now()
// Without telemetry: Next.js sends it from a process that outlives the server and would slow the next measurement.
const dev = spawn(process.execPath, ['scripts/dev.mjs', '-p', String(port), '-H', '127.0.0.1'], {
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
})
for (const stream of [dev.stdout, dev.stderr]) stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n')))

/**
 * Resolves with the time `check` first held, polling every 100 ms: a search query costs `next dev` about 100 ms of
 * CPU, so polling faster would load the server with work no writer gives it, and slow the step being measured.
 */
async function until(what: string, check: () => Promise<boolean>): Promise<number> {
  const deadline = performance.now() + TIMEOUT_MS
  while (performance.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited with code ${dev.exitCode}:\n${output.join('\n')}`)
    if (await check().catch(() => false)) return performance.now()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what}: not within ${TIMEOUT_MS / 1000} s; npm run dev printed:\n${output.slice(-20).join('\n')}`)
}

const text = (url: string) => fetch(url).then((response) => (response.ok ? response.text() : ''))
const searchFinds = async (word: string) => {
  const response = await fetch(`${origin}${BASE_PATH}/api/search/1/indexes/docs/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: word }),
  })
  const body = (await response.json()) as { hits?: Array<{ url: string }> }
  return (body.hits ?? []).some((hit) => new URL(hit.url, origin).pathname === `${BASE_PATH}${ROUTE}`)
}

let ok = false
try {
  const firstPage = await until('first page', async () => (await fetch(`${origin}${BASE_PATH}${ROUTE}`)).ok)
  const fullPass = /^content: \d+ pages, .* in (\d+) ms/
  await until('content step', async () => output.some((line) => fullPass.test(line)))
  const fullMs = Number(output.map((line) => fullPass.exec(line)?.[1]).find(Boolean))
  // Warm the twin and search routes, so the edit's times do not include compiling them.
  await until('twin', async () => (await text(`${origin}${markdownPath(ROUTE)}`)).length > 0)
  await searchFinds('schedules')

  // Two edits, measured apart: rendering the page on every poll would take the CPU the content step needs.
  const edit = (word: string) => {
    writeFileSync(FILE, `${original}\nA sentence with the word ${word} in it.\n`)
    return performance.now()
  }
  const first = `benchmarker${Date.now().toString(36)}`
  const firstEdit = edit(first)
  const [twin, search] = await Promise.all([
    until('twin shows the edit', async () => (await text(`${origin}${markdownPath(ROUTE)}`)).includes(first)),
    until('search finds the edit', () => searchFinds(first)),
  ])
  const second = `${first}again`
  const secondEdit = edit(second)
  const page = await until('page shows the edit', async () => (await text(`${origin}${BASE_PATH}${ROUTE}`)).includes(second))
  const after = (at: number, from: number) => (at - from) / 1000
  const rewritten = output.find((line) => /files rewritten in/.test(line))
  console.log(`first page after npm run dev:             ${after(firstPage, started).toFixed(1)} s`)
  console.log(`edit to ${FILE} shown on the page:      ${after(page, secondEdit).toFixed(1)} s`)
  console.log(`                 in the Markdown twin:    ${after(twin, firstEdit).toFixed(1)} s`)
  console.log(`                 in search:               ${after(search, firstEdit).toFixed(1)} s`)
  console.log(`content step: full pass ${(fullMs / 1000).toFixed(1)} s (baseline: every edit before); after the edit: ${rewritten?.replace(/^content: /, '')}`)
  ok = after(firstPage, started) <= 15 && after(page, secondEdit) <= 2 && after(twin, firstEdit) <= 2 && after(search, firstEdit) <= 2
  console.log(ok ? 'within the targets (15 s, 2 s)' : 'OUTSIDE the targets (15 s to the first page, 2 s for each view of an edit)')
} finally {
  writeFileSync(FILE, original)
  if (dev.exitCode === null) process.kill(-dev.pid!, 'SIGTERM')
}
process.exit(ok ? 0 : 1)
