import { negotiateEncoding, type Encoding } from './encoding'
import { entityTag, ifNoneMatchMatches } from './etag'
import type { ManifestEntry } from './manifest'

export interface Answer {
  status: 200 | 304
  headers: Record<string, string>
  /** The encoding whose body to send; none for 304 and HEAD. */
  body?: Encoding
}

/** What the front server answers for a GET or HEAD of a manifest entry, given the request's headers. */
export function respond(entry: ManifestEntry, method: 'GET' | 'HEAD', request: { acceptEncoding?: string; ifNoneMatch?: string }): Answer {
  const available: Encoding[] = ['identity']
  if (entry.br) available.push('br')
  if (entry.gzip) available.push('gzip')
  const encoding = negotiateEncoding(request.acceptEncoding, available)
  const etag = entityTag(entry.hash, encoding)
  const headers: Record<string, string> = { 'Cache-Control': entry.cacheControl, ETag: etag }
  // Only a file that has compressed bodies answers differently by Accept-Encoding.
  if (available.length > 1) headers.Vary = 'Accept-Encoding'
  if (ifNoneMatchMatches(request.ifNoneMatch, etag)) return { status: 304, headers }
  headers['Content-Type'] = entry.type
  headers['Content-Length'] = String(encoding === 'identity' ? entry.size : entry[encoding]!.size)
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  return { status: 200, headers, body: method === 'GET' ? encoding : undefined }
}
