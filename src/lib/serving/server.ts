import { createReadStream, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { Encoding } from './encoding'
import type { Manifest, ManifestEntry } from './manifest'
import { respond } from './respond'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => unknown

/** Uncompressed bodies up to this size are kept in memory; larger ones (a few long pages) are read per request. */
const IDENTITY_IN_MEMORY = 256 * 1024

/**
 * Headers of the App Router's own requests (navigation and prefetch payloads, server actions): Next.js picks the
 * answer from them (a segment, the full payload, a redirect when `_rsc` does not match), so it answers them itself.
 */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action']

interface Loaded {
  entry: ManifestEntry
  bodies: Partial<Record<Encoding, Buffer>>
}

function load(root: string, manifest: Manifest): Map<string, Loaded> {
  const files = new Map<string, Buffer>()
  const read = (file: string) => {
    let body = files.get(file)
    if (!body) files.set(file, (body = readFileSync(path.join(root, file))))
    return body
  }
  const loaded = new Map<string, Loaded>()
  for (const [urlPath, entry] of Object.entries(manifest.entries)) {
    const bodies: Loaded['bodies'] = {}
    if (entry.br) bodies.br = read(entry.br.file)
    if (entry.gzip) bodies.gzip = read(entry.gzip.file)
    if (entry.size <= IDENTITY_IN_MEMORY) bodies.identity = read(entry.file)
    loaded.set(urlPath, { entry, bodies })
  }
  return loaded
}

/** The request's path, percent-decoded, when the front server may answer it from the manifest. */
function servablePath(request: IncomingMessage): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return undefined
  const url = request.url ?? '/'
  const queryAt = url.indexOf('?')
  if (queryAt >= 0 && /(?:^|&)_rsc=/.test(url.slice(queryAt + 1))) return undefined
  try {
    return decodeURIComponent(queryAt >= 0 ? url.slice(0, queryAt) : url)
  } catch {
    return undefined
  }
}

/**
 * The front server's request handler: every response gets the manifest's security headers (the redirects Next.js
 * answers from next.config.ts included, which its header rules miss); a GET or HEAD of a path in the manifest is
 * answered with its precompressed body; everything else goes to `next`.
 */
export function frontHandler(root: string, manifest: Manifest, next: RequestHandler): RequestHandler {
  const loaded = load(root, manifest)
  return (request, response) => {
    for (const [name, value] of manifest.headers) response.setHeader(name, value)
    const urlPath = servablePath(request)
    const found = urlPath === undefined ? undefined : loaded.get(urlPath)
    if (!found) return next(request, response)
    const answer = respond(found.entry, request.method as 'GET' | 'HEAD', {
      acceptEncoding: request.headers['accept-encoding'],
      ifNoneMatch: request.headers['if-none-match'],
    })
    response.writeHead(answer.status, answer.headers)
    if (!answer.body) return response.end()
    const body = found.bodies[answer.body]
    if (body) return response.end(body)
    createReadStream(path.join(root, found.entry.file))
      .on('error', (error) => response.destroy(error))
      .pipe(response)
  }
}
