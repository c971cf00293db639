import { describe, expect, it } from 'vitest'
import { negotiateEncoding, type Encoding } from './encoding'

const ALL: Encoding[] = ['identity', 'br', 'gzip']

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, whatever order or weights the browser lists them in', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', ALL)).toBe('br')
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5', ALL)).toBe('br')
    expect(negotiateEncoding('gzip, deflate', ALL)).toBe('gzip')
    expect(negotiateEncoding('GZIP', ALL)).toBe('gzip')
    expect(negotiateEncoding('x-gzip', ALL)).toBe('gzip')
  })

  it('sends an uncompressed body when the request accepts no compression or names none', () => {
    expect(negotiateEncoding(undefined, ALL)).toBe('identity')
    expect(negotiateEncoding('', ALL)).toBe('identity')
    expect(negotiateEncoding('identity', ALL)).toBe('identity')
    expect(negotiateEncoding('deflate, zstd', ALL)).toBe('identity')
  })

  it('honours a refusal (q=0) and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip', ALL)).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0', ALL)).toBe('identity')
    expect(negotiateEncoding('*', ALL)).toBe('br')
    expect(negotiateEncoding('*;q=0.5, br;q=0', ALL)).toBe('gzip')
    expect(negotiateEncoding('identity;q=0, *;q=0', ALL)).toBe('identity')
  })

  it('offers only the encodings the file has', () => {
    expect(negotiateEncoding('gzip, br', ['identity', 'gzip'])).toBe('gzip')
    expect(negotiateEncoding('br', ['identity', 'gzip'])).toBe('identity')
    expect(negotiateEncoding('gzip, br', ['identity'])).toBe('identity')
  })
})
