import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { resolvePath, type CompiledRoute, type ServedFiles } from './served'

/** The production build as the server will answer it, read from `.next/` and `public/`. */
export interface BuiltSite extends ServedFiles {
  basePath: string
  /** The page every unknown path answers with 404. */
  notFoundHtml: string
}

interface RoutesManifest {
  basePath: string
  caseSensitive?: boolean
  redirects: CompiledRoute[]
  rewrites: CompiledRoute[] | { beforeFiles: CompiledRoute[]; afterFiles: CompiledRoute[]; fallback: CompiledRoute[] }
}

/** Prerendered output of the App Router: `<route>.html` for pages, `<route>.body` for metadata routes. */
const APP_DIR = ['.next', 'server', 'app']
const NOT_FOUND = '_not-found.html'
/** Next's own fallback for an error in the root layout: never served while the site works. */
const GLOBAL_ERROR = '_global-error.html'

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((relative) => statSync(path.join(directory, relative)).isFile())
    .map((relative) => relative.split(path.sep).join('/'))
    .sort()
}

export function readBuiltSite(root: string = process.cwd()): BuiltSite {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next', 'routes-manifest.json'), 'utf8')) as RoutesManifest
  const { basePath } = manifest
  const rewrites = Array.isArray(manifest.rewrites) ? { beforeFiles: [], afterFiles: manifest.rewrites, fallback: [] } : manifest.rewrites
  // Those would apply before the file system or after dynamic routes, which resolvePath does not model.
  if (rewrites.beforeFiles.length > 0 || rewrites.fallback.length > 0) throw new Error('beforeFiles and fallback rewrites are not supported by the built-site checks')

  const appDir = path.join(root, ...APP_DIR)
  const pages = new Map<string, string>()
  const files = new Map<string, string>()
  let notFoundHtml: string | undefined
  for (const relative of filesUnder(appDir)) {
    const file = path.join(appDir, relative)
    if (relative === NOT_FOUND) notFoundHtml = readFileSync(file, 'utf8')
    else if (relative === GLOBAL_ERROR) continue
    else if (relative.endsWith('.html')) {
      const route = relative.slice(0, -'.html'.length)
      pages.set(route === 'index' ? basePath : `${basePath}/${route}`, readFileSync(file, 'utf8'))
    } else if (relative.endsWith('.body')) files.set(`${basePath}/${relative.slice(0, -'.body'.length)}`, file)
  }
  if (notFoundHtml === undefined) throw new Error(`no ${NOT_FOUND} in ${appDir}: is the site built?`)

  const publicDir = path.join(root, 'public')
  for (const relative of filesUnder(publicDir)) files.set(`${basePath}/${relative}`, path.join(publicDir, relative))

  return { basePath, pages, files, notFoundHtml, redirects: manifest.redirects, rewrites: rewrites.afterFiles, caseSensitive: manifest.caseSensitive ?? false }
}

/** What the server answers at `path` with 200 (a page's HTML or a file's text), or undefined for anything else. */
export function readServed(site: ServedFiles, path: string): string | undefined {
  const served = resolvePath(path, site)
  if (served.kind === 'page') return served.html
  if (served.kind === 'file') return readFileSync(served.file, 'utf8')
  return undefined
}
