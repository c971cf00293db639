// The production server (`npm start`): answers prerendered pages, Markdown, search records and assets from the
// build's precompressed files, and hands everything else to Next.js. Options as `next start`: -p PORT, -H HOST.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { MANIFEST_FILE, PRECOMPRESSED_DIR, type Manifest } from '../src/lib/serving/manifest'
import { frontHandler } from '../src/lib/serving/server'
import { BASE_PATH } from '../src/lib/site/config'

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } })
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.hostname
const root = process.cwd()
const manifestFile = path.join(root, PRECOMPRESSED_DIR, MANIFEST_FILE)
if (!existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: build the site first (npm run build).`)
  process.exit(1)
}
// Next.js reads NODE_ENV when it loads; `next start` sets it the same way.
;(process.env as Record<string, string>).NODE_ENV = 'production'
const { default: next } = await import('next')
const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port })
await app.prepare()
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
const server = createServer(frontHandler(root, manifest, app.getRequestHandler()))
// Node closes an idle kept-alive connection after 5 s, which is within the idle time clients allow themselves (Node's
// fetch reuses one for about as long, on a coarse timer): a request sent as the server closes the socket fails with
// 'other side closed'. Outlasting the usual client and load-balancer idle times (60 s) removes that race.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
await new Promise<void>((resolve) => server.listen(port, hostname, resolve))
// Next.js loads a route's code, and the search index, on its first request; the front server answers pages without
// it, so the first search would pay for both (and can outlast the search client's 2-second timeout). The health
// check loads the index.
const origin = `http://${!hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}`
await fetch(`${origin}${BASE_PATH}/api/health`).then((response) => response.arrayBuffer(), (error: unknown) => console.warn('Warm-up request failed:', error))
console.log(`Ready on ${origin}${BASE_PATH}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
    server.closeAllConnections()
  })
}
