import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { PageToCheck } from '../../checks/site/links'
import type { StaticAxeResult } from '../../checks/site/static-axe'

type Reply = { path: string; result: StaticAxeResult; error?: undefined } | { path: string; error: string; result?: undefined }

/**
 * Runs staticAxe on every page, one thread per core: axe in jsdom costs about a second of CPU per page, and the
 * pages are independent.
 */
export async function staticAxeEverywhere(
  pages: readonly PageToCheck[],
  origin: string,
  exclusions: ReadonlyMap<string, readonly string[]> = new Map(),
): Promise<{ results: Map<string, StaticAxeResult>; threads: number }> {
  const threads = Math.max(1, Math.min(availableParallelism(), pages.length))
  const results = new Map<string, StaticAxeResult>()
  const queue = [...pages]
  const workers = Array.from({ length: threads }, () => new Worker(new URL('./static-axe-worker.mjs', import.meta.url)))
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const page = queue.shift()
              if (page) worker.postMessage({ path: page.path, html: page.html, url: `${origin}${page.path}`, exclude: exclusions.get(page.path) ?? [] })
              else resolve()
            }
            worker.on('message', (reply: Reply) => {
              if (reply.error !== undefined) return reject(new Error(`${reply.path}: ${reply.error}`))
              results.set(reply.path, reply.result)
              next()
            })
            worker.on('error', reject)
            next()
          }),
      ),
    )
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
  return { results, threads }
}
