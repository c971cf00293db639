import { createReadStream, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { negotiateEncoding, type Encoding } from './encoding'
import { ifNoneMatchMatches } from './etag'
import type { Manifest, ManifestEntry } from './manifest'
import { prefersMarkdown } from './markdown-negotiation'
import { LANGUAGE_TWINS_DIR, markdownPath } from '../markdown/urls'
import { SDK_REGISTRY } from '../sdks/registry'
import { availableEncodings, representation } from './respond'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => unknown

/** Uncompressed bodies up to this size are kept in memory; larger ones (a few long pages) are read per request. */
const IDENTITY_IN_MEMORY = 256 * 1024

/**
 * Headers of the App Router's own requests (navigation and prefetch payloads, server actions): Next.js picks the
 * answer from them (a segment, the full payload, a redirect when `_rsc` does not match), so it answers them itself.
 */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action']

/** An encoding of an entry as it is sent: headers built once, as flat name-value lists (the fastest form to write). */
interface Prepared {
  etag: string
  ok: string[]
  notModified: string[]
  /** Undefined when the body is read from the file. */
  body?: Buffer
}

interface Loaded {
  path: string
  entry: ManifestEntry
  available: Encoding[]
  encodings: Partial<Record<Encoding, Prepared>>
  /** A page's Markdown twin, answered at the page's own address to a request that prefers Markdown. */
  markdown?: Loaded
}

const flat = (...lists: Array<Array<[string, string]>>) => lists.flat(2)

function load(root: string, manifest: Manifest): Map<string, Loaded> {
  const files = new Map<string, Buffer>()
  const read = (file: string) => {
    let body = files.get(file)
    if (!body) files.set(file, (body = readFileSync(path.join(root, file))))
    return body
  }
  const prepare = (urlPath: string, entry: ManifestEntry, negotiated: boolean): Loaded => {
    const available = availableEncodings(entry)
    const encodings: Loaded['encodings'] = {}
    for (const encoding of available) {
      const { etag, ok, notModified } = representation(entry, encoding, negotiated)
      const file = encoding === 'identity' ? (entry.size <= IDENTITY_IN_MEMORY ? entry.file : undefined) : entry[encoding]!.file
      encodings[encoding] = {
        etag,
        ok: flat(manifest.headers, Object.entries(ok)),
        notModified: flat(manifest.headers, Object.entries(notModified)),
        body: file === undefined ? undefined : read(file),
      }
    }
    return { path: urlPath, entry, available, encodings }
  }
  const loaded = new Map<string, Loaded>()
  const languageTwins = `${manifest.basePath}/${LANGUAGE_TWINS_DIR}/`
  for (const [urlPath, entry] of Object.entries(manifest.entries)) {
    const route = urlPath === manifest.basePath ? '/' : urlPath.slice(manifest.basePath.length)
    const twinOf = markdownPath(route, manifest.basePath)
    const twin = entry.type.startsWith('text/html') && twinOf in manifest.entries ? twinOf : undefined
    const page = prepare(urlPath, entry, twin !== undefined)
    if (twin) page.markdown = prepare(twin, manifest.entries[twin]!, true)
    // One SDK's twin may also stand in for a page's HTML, at the page's address.
    if (urlPath.startsWith(languageTwins)) page.markdown = prepare(urlPath, entry, true)
    loaded.set(urlPath, page)
  }
  return loaded
}

/** The value of a query parameter of a request URL, bounded; undefined when absent. */
function queryParameter(url: string, name: string): string | undefined {
  const queryAt = url.indexOf('?')
  if (queryAt < 0) return undefined
  return new URLSearchParams(url.slice(queryAt + 1)).get(name)?.slice(0, 64) ?? undefined
}

const SDK_KEYS = SDK_REGISTRY.map((sdk) => sdk.key)

/** The encoding an Accept-Encoding value picks, remembered: browsers send a handful of distinct values. */
function negotiator(): (header: string | undefined, available: Encoding[]) => Encoding {
  const full = new Map<string, Encoding>()
  return (header, available) => {
    // Entries with every encoding are nearly all of them; others are rare enough to negotiate each time.
    if (available.length !== 3) return negotiateEncoding(header, available)
    const key = header ?? ''
    let encoding = full.get(key)
    if (encoding === undefined) {
      encoding = negotiateEncoding(header, available)
      if (full.size < 1000) full.set(key, encoding)
    }
    return encoding
  }
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
 * answered with its precompressed body (a page's Markdown twin instead of its HTML when the request's Accept prefers
 * Markdown); everything else goes to `next`.
 */
export function frontHandler(root: string, manifest: Manifest, next: RequestHandler): RequestHandler {
  const loaded = load(root, manifest)
  const negotiate = negotiator()
  return (request, response) => {
    const urlPath = servablePath(request)
    const page = urlPath === undefined ? undefined : loaded.get(urlPath)
    if (!page) {
      for (const [name, value] of manifest.headers) response.setHeader(name, value)
      return next(request, response)
    }
    const isMarkdown = page.entry.type.startsWith('text/markdown')
    const markdown = isMarkdown ? page : page.markdown && prefersMarkdown(request.headers.accept) ? page.markdown : undefined
    let found = markdown ?? page
    const language = markdown ? queryParameter(request.url ?? '', 'lang') : undefined
    if (markdown && language !== undefined) {
      if (!SDK_KEYS.includes(language)) {
        for (const [name, value] of manifest.headers) response.setHeader(name, value)
        response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
        return response.end(`Unknown lang '${language}': use one of ${SDK_KEYS.join(', ')}.\n`)
      }
      const forLanguage = loaded.get(`${manifest.basePath}/${LANGUAGE_TWINS_DIR}/${language}${markdown.path.slice(manifest.basePath.length)}`)
      // A page whose code is all one SDK's, or no SDK's, has no twin of its own per SDK: the whole twin is the answer.
      if (forLanguage) found = isMarkdown ? forLanguage : forLanguage.markdown!
    }
    const prepared = found.encodings[negotiate(request.headers['accept-encoding'], found.available)]!
    if (ifNoneMatchMatches(request.headers['if-none-match'], prepared.etag)) return response.writeHead(304, prepared.notModified).end()
    response.writeHead(200, prepared.ok)
    if (request.method === 'HEAD') return response.end()
    if (prepared.body) return response.end(prepared.body)
    createReadStream(path.join(root, found.entry.file))
      .on('error', (error) => response.destroy(error))
      .pipe(response)
  }
}
