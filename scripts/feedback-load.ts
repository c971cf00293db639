// Drives the real feedback endpoint of a production server: used by `npm run bench:feedback` and the crash test.
import { spawn, type ChildProcess } from 'node:child_process'
import { openStore, type StoreConfig } from '../src/lib/feedback/open-store'
import { BASE_PATH } from '../src/lib/site/config'

export interface RunningServer {
  url: string
  process: ChildProcess
}

/** Starts the production server (as `npm start` does) on the built site with the given store, and resolves when it answers. */
export async function startServer(port: number, store: StoreConfig): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, DATABASE_URL: store.databaseUrl ?? '', FEEDBACK_SQLITE_PATH: store.sqlitePath },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    const ready = await fetch(`${url}${BASE_PATH}/api/feedback`).then((response) => response.status === 405, () => false)
    if (ready) return { url, process: child }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start within 60 s')
}

export async function stopServer(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return
  const exited = new Promise((resolve) => server.process.once('exit', resolve))
  // The whole group, in case the server runs children of its own.
  process.kill(-server.process.pid!, signal)
  await exited
}

export interface Submission {
  token: string
  acknowledgedId?: number
  status: number | 'network-error'
  ms: number
}

/**
 * Sends `count` submissions, `concurrency` at a time, each from its own client address and with a unique token in
 * its comment, so each can be found in the store afterwards. `onAcknowledged` sees each 201 as it arrives.
 */
export async function sendLoad(
  url: string,
  { count, concurrency, run, onAcknowledged }: { count: number; concurrency: number; run: string; onAcknowledged?: (done: number) => void },
): Promise<Submission[]> {
  const results: Submission[] = []
  let next = 0
  let acknowledged = 0
  async function worker() {
    while (next < count) {
      const index = next++
      const token = `load-${run}-${index}`
      const started = performance.now()
      let submission: Submission
      try {
        const response = await fetch(`${url}${BASE_PATH}/api/feedback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
          body: JSON.stringify({ url: `${url}${BASE_PATH}/apis`, ua: 'feedback-load', comment: token, answer: 'feedback' }),
        })
        const body = (await response.json().catch(() => ({}))) as { id?: number }
        submission = { token, status: response.status, ms: performance.now() - started, acknowledgedId: response.status === 201 ? body.id : undefined }
      } catch {
        submission = { token, status: 'network-error', ms: performance.now() - started }
      }
      results.push(submission)
      if (submission.acknowledgedId !== undefined) onAcknowledged?.(++acknowledged)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}

/** Acknowledged submissions missing from the store or stored twice, and unacknowledged ones stored twice. */
export async function verifyStored(store: StoreConfig, submissions: readonly Submission[]): Promise<{ missing: string[]; duplicated: string[] }> {
  const opened = await openStore(store)
  try {
    const counts = new Map<string, number>()
    for (const row of await opened.list()) counts.set(row.comment, (counts.get(row.comment) ?? 0) + 1)
    const missing = submissions.filter((item) => item.acknowledgedId !== undefined && !counts.has(item.token)).map((item) => item.token)
    const duplicated = submissions.filter((item) => (counts.get(item.token) ?? 0) > 1).map((item) => item.token)
    return { missing, duplicated }
  } finally {
    await opened.close()
  }
}
