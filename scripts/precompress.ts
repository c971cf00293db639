// After `next build`: compresses the served files once (brotli and gzip) and writes the manifest the front server
// (scripts/serve.ts) answers from. See src/lib/serving/.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { servedFiles, PRECOMPRESSED_DIR } from '../src/lib/serving/manifest'
import { precompress } from '../src/lib/serving/precompress'
import { readSecurityConfig, securityHeaders } from '../src/lib/security/headers'

const root = process.cwd()
const started = performance.now()
const routes = JSON.parse(readFileSync(path.join(root, '.next', 'routes-manifest.json'), 'utf8')) as {
  basePath: string
  caseSensitive?: boolean
  redirects: Array<{ regex: string }>
}
const redirects = routes.redirects.map((route) => new RegExp(route.regex, routes.caseSensitive ? '' : 'i'))
const served = servedFiles(root, routes.basePath, redirects)
// The same headers next.config.ts sets, from the same build-time environment.
const headers = securityHeaders(readSecurityConfig()).map(({ key, value }): [string, string] => [key, value])
const manifest = await precompress(root, routes.basePath, served, headers)
const entries = Object.values(manifest.entries)
const total = (pick: (entry: (typeof entries)[number]) => number) => (entries.reduce((sum, entry) => sum + pick(entry), 0) / 1e6).toFixed(1)
console.log(
  `Precompressed ${entries.length} paths into ${PRECOMPRESSED_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `${total((entry) => entry.size)} MB, gzip ${total((entry) => entry.gzip?.size ?? entry.size)} MB, brotli ${total((entry) => entry.br?.size ?? entry.size)} MB`,
)
