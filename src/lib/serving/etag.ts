import type { Encoding } from './encoding'

/** The part of an ETag that names the encoding: each encoded body is a different representation (RFC 9110 8.8.3). */
const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' }

/** A strong ETag for one encoding of a file whose content hashes to `hash`. */
export function entityTag(hash: string, encoding: Encoding): string {
  return `"${hash}${SUFFIX[encoding]}"`
}

/**
 * Whether an If-None-Match header matches `etag`, so the answer is 304. It uses the weak comparison RFC 9110 13.1.2
 * asks for: `W/"x"` matches `"x"`. The header may list several tags, or be `*` (any current representation).
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  // Tags are quoted strings that cannot contain a quote, so a comma inside one cannot split it.
  for (const tag of header.match(/(?:W\/)?"[^"]*"/g) ?? []) {
    if (tag.replace(/^W\//, '') === opaque) return true
  }
  return false
}
