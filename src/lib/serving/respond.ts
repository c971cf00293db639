import { negotiateEncoding, type Encoding } from './encoding'
import { entityTag, ifNoneMatchMatches } from './etag'
import type { ManifestEntry } from './manifest'

/** The encodings a manifest entry has bodies for. */
export function availableEncodings(entry: ManifestEntry): Encoding[] {
  const available: Encoding[] = ['identity']
  if (entry.br) available.push('br')
  if (entry.gzip) available.push('gzip')
  return available
}

/** One encoding of an entry: its tag and the headers of its 200 and 304 answers, the same for every request. */
export interface Representation {
  etag: string
  ok: Record<string, string>
  notModified: Record<string, string>
}

/**
 * What Next.js answers at a page's address depends on the App Router's request headers too (HTML, or a payload for
 * a navigation); it says so, for shared caches, and so does the front server when it answers the HTML.
 */
const PAGE_VARY = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch']

/**
 * `negotiated`: the entry is one of two forms served at one address by the Accept header (a page's HTML and its
 * Markdown), so caches must key on it.
 */
export function representation(entry: ManifestEntry, encoding: Encoding, negotiated = false): Representation {
  const etag = entityTag(entry.hash, encoding)
  const notModified: Record<string, string> = { 'Cache-Control': entry.cacheControl, ETag: etag }
  // Only a file that has compressed bodies answers differently by Accept-Encoding.
  const vary = [
    ...(entry.type.startsWith('text/html') ? PAGE_VARY : []),
    ...(negotiated ? ['Accept'] : []),
    ...(availableEncodings(entry).length > 1 ? ['Accept-Encoding'] : []),
  ]
  if (vary.length > 0) notModified.Vary = vary.join(', ')
  const ok = { ...notModified, 'Content-Type': entry.type, 'Content-Length': String(encoding === 'identity' ? entry.size : entry[encoding]!.size) }
  return { etag, notModified, ok: encoding === 'identity' ? ok : { ...ok, 'Content-Encoding': encoding } }
}

export interface Answer {
  status: 200 | 304
  headers: Record<string, string>
  /** The encoding whose body to send; none for 304 and HEAD. */
  body?: Encoding
}

/** What the front server answers for a GET or HEAD of a manifest entry, given the request's headers. */
export function respond(entry: ManifestEntry, method: 'GET' | 'HEAD', request: { acceptEncoding?: string; ifNoneMatch?: string }): Answer {
  const encoding = negotiateEncoding(request.acceptEncoding, availableEncodings(entry))
  const { etag, ok, notModified } = representation(entry, encoding)
  if (ifNoneMatchMatches(request.ifNoneMatch, etag)) return { status: 304, headers: notModified }
  return { status: 200, headers: ok, body: method === 'GET' ? encoding : undefined }
}
