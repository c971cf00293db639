import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** One precompressed encoding of a file. */
export interface Variant {
  /** Relative to the project root. */
  file: string
  size: number
}

/** What the front server answers for one path. */
export interface ManifestEntry {
  /** The uncompressed file, relative to the project root. */
  file: string
  type: string
  cacheControl: string
  /** Hash of the uncompressed content: the ETags' opaque part. */
  hash: string
  size: number
  br?: Variant
  gzip?: Variant
}

export interface Manifest {
  basePath: string
  /** Headers every response carries (the security headers), worked out from the environment at build time. */
  headers: Array<[string, string]>
  /** By decoded request path, base path included (`/docs/apis`, `/docs/_next/static/chunks/x.js`). */
  entries: Record<string, ManifestEntry>
}

/** Where the build writes the compressed files (named by content hash) and the manifest. */
export const PRECOMPRESSED_DIR = path.join('.next', 'precompressed')
export const MANIFEST_FILE = 'manifest.json'

/** Below this size a compressed body saves less than its headers and the client's work cost. */
export const MIN_COMPRESS_SIZE = 1024

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/** Text compresses; images and fonts are compressed formats already, and gzip on them only adds bytes. */
export function worthCompressing(file: string, size: number): boolean {
  if (size < MIN_COMPRESS_SIZE) return false
  const type = contentType(file)
  return type.startsWith('text/') || type.startsWith('application/json') || type.startsWith('application/javascript') || type === 'image/svg+xml' || type === 'application/xml'
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'public, max-age=0, must-revalidate'

/** The same caching next.config.ts gives: hashed assets under /_next/static never change; the rest is checked back. */
export function cacheControl(urlPath: string, basePath: string): string {
  return urlPath.startsWith(`${basePath}/_next/static/`) ? IMMUTABLE : REVALIDATE
}

function filesUnder(directory: string): string[] {
  let names: string[]
  try {
    names = readdirSync(directory, { recursive: true, encoding: 'utf8' })
  } catch {
    return []
  }
  return names
    .filter((relative) => statSync(path.join(directory, relative)).isFile())
    .map((relative) => relative.split(path.sep).join('/'))
    .sort()
}

/** Prerendered pages that Next answers with another status, or never while the site works. */
const NOT_PAGES = new Set(['_not-found.html', '_global-error.html'])

/**
 * The paths Next.js would answer with a file of the build as it is, each with that file (relative to `root`): the
 * prerendered pages' HTML, public files, the Markdown twins and llms files at their rewritten addresses, and hashed
 * assets. A path a redirect matches is left out, since Next.js answers redirects first.
 */
export function servedFiles(root: string, basePath: string, redirects: readonly RegExp[]): Map<string, string> {
  const served = new Map<string, string>()
  const add = (urlPath: string, file: string) => {
    if (served.has(urlPath) || redirects.some((redirect) => redirect.test(urlPath))) return
    served.set(urlPath, file)
  }
  const appDir = path.join('.next', 'server', 'app')
  for (const relative of filesUnder(path.join(root, appDir))) {
    if (!relative.endsWith('.html') || NOT_PAGES.has(relative)) continue
    const route = relative.slice(0, -'.html'.length)
    add(route === 'index' ? basePath : `${basePath}/${route}`, path.join(appDir, relative))
  }
  // Public files come before the rewrites of next.config.ts, which apply only where no file answers.
  for (const relative of filesUnder(path.join(root, 'public'))) add(`${basePath}/${relative}`, path.join('public', relative))
  for (const relative of filesUnder(path.join(root, 'public', 'markdown'))) {
    // The twins, and the llms files (llms.txt, llms-full.txt, llms/<part>.txt).
    if (relative.endsWith('.md') || relative.endsWith('.txt')) add(`${basePath}/${relative}`, path.join('public', 'markdown', relative))
  }
  const staticDir = path.join('.next', 'static')
  for (const relative of filesUnder(path.join(root, staticDir))) add(`${basePath}/_next/static/${relative}`, path.join(staticDir, relative))
  return served
}
