/** The encodings the front server can answer with, in the order it prefers them: smallest first. */
export const ENCODINGS = ['br', 'gzip', 'identity'] as const
export type Encoding = (typeof ENCODINGS)[number]

/** Each coding an Accept-Encoding header names, with its weight (`q`, 1 when absent), lower-cased. */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim())
    if (!name) continue
    let q = 1
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param)
      if (match) q = Number(match[1])
    }
    result.set(name.toLowerCase(), Number.isFinite(q) ? q : 0)
  }
  return result
}

/**
 * The best encoding among `available` that the request accepts: br, then gzip, then identity, by the server's order
 * rather than the client's weights (every browser weighs them equally, and br is the smaller). A missing header
 * accepts only identity here: RFC 9110 lets a server pick any coding then, but clients that send none (scripts, old
 * proxies) rarely decode one. Identity is the answer of last resort even when refused (`identity;q=0`), since an
 * uncompressed body is better than a 406 for a static page.
 */
export function negotiateEncoding(header: string | undefined, available: readonly Encoding[]): Encoding {
  if (!header) return 'identity'
  const accepted = weights(header)
  const wildcard = accepted.get('*')
  for (const encoding of ENCODINGS) {
    if (encoding === 'identity' || !available.includes(encoding)) continue
    const q = accepted.get(encoding) ?? (encoding === 'gzip' ? accepted.get('x-gzip') : undefined) ?? wildcard ?? 0
    if (q > 0) return encoding
  }
  return 'identity'
}
