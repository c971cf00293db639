/**
 * What the production server answers for a path, worked out from the build output instead of asked of a running
 * server, in the order Next.js applies its routing: redirects, then files and prerendered pages, then rewrites.
 */

/** A redirect or rewrite as Next.js compiles it into `.next/routes-manifest.json`. */
export interface CompiledRoute {
  source: string
  destination: string
  /** Matches the whole request path, base path included. */
  regex: string
  statusCode?: number
}

export interface ServedFiles {
  /** Prerendered pages by request path (`/docs`, `/docs/apis`): their HTML. */
  pages: ReadonlyMap<string, string>
  /** Other paths answered with a file (public files, metadata routes such as the sitemap): the file on disk. */
  files: ReadonlyMap<string, string>
  redirects: readonly CompiledRoute[]
  /** Rewrites applied after the file system (Next's `afterFiles`). */
  rewrites: readonly CompiledRoute[]
  /** Whether redirects and rewrites match letter case (Next's `caseSensitiveRoutes`, off by default). */
  caseSensitive: boolean
}

export type Served =
  | { kind: 'page'; path: string; html: string }
  | { kind: 'file'; path: string; file: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-found' }

/**
 * The destination of a route for a path its regex matched: `:name` parameters in source order take the groups, and an
 * empty one takes its leading slash with it.
 */
function destination(route: CompiledRoute, match: RegExpExecArray): string {
  const names = [...route.source.matchAll(/:(\w+)/g)].map((param) => param[1])
  const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']))
  return route.destination.replace(/(\/?):(\w+)[*+?]?/g, (_, slash: string, name: string) => {
    const value = values.get(name) ?? ''
    return value ? `${slash}${value}` : ''
  })
}

function fromFileSystem(path: string, files: ServedFiles): Served | undefined {
  const html = files.pages.get(path)
  if (html !== undefined) return { kind: 'page', path, html }
  const file = files.files.get(path)
  if (file !== undefined) return { kind: 'file', path, file }
  return undefined
}

/** What a GET of `path` (no query, no hash, percent-encoded as in a URL) answers, without following redirects. */
export function resolvePath(path: string, files: ServedFiles): Served {
  for (const route of files.redirects) {
    const match = new RegExp(route.regex, files.caseSensitive ? '' : 'i').exec(path)
    if (match) return { kind: 'redirect', status: route.statusCode ?? 307, location: destination(route, match) }
  }
  const direct = fromFileSystem(path, files)
  if (direct) return direct
  for (const route of files.rewrites) {
    const match = new RegExp(route.regex, files.caseSensitive ? '' : 'i').exec(path)
    if (!match) continue
    const rewritten = fromFileSystem(destination(route, match), files)
    if (rewritten) return rewritten
  }
  return { kind: 'not-found' }
}
