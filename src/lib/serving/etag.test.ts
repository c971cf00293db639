import { describe, expect, it } from 'vitest'
import { entityTag, ifNoneMatchMatches } from './etag'

describe('entityTag', () => {
  it('gives each encoding of a file its own strong tag', () => {
    const tags = (['identity', 'br', 'gzip'] as const).map((encoding) => entityTag('abc', encoding))
    expect(tags).toEqual(['"abc"', '"abc-br"', '"abc-gz"'])
  })
})

describe('ifNoneMatchMatches', () => {
  const etag = entityTag('abc', 'br')

  it('matches the same tag, weak or strong, alone or in a list', () => {
    expect(ifNoneMatchMatches('"abc-br"', etag)).toBe(true)
    expect(ifNoneMatchMatches('W/"abc-br"', etag)).toBe(true)
    expect(ifNoneMatchMatches('"xyz", W/"abc-br" , "def"', etag)).toBe(true)
    expect(ifNoneMatchMatches('"a,b", "abc-br"', etag)).toBe(true)
    expect(ifNoneMatchMatches(' * ', etag)).toBe(true)
  })

  it('does not match another file, another encoding of the same file, or no header', () => {
    expect(ifNoneMatchMatches(undefined, etag)).toBe(false)
    expect(ifNoneMatchMatches('', etag)).toBe(false)
    expect(ifNoneMatchMatches('"abc"', etag)).toBe(false)
    expect(ifNoneMatchMatches('"abc-gz", W/"abc"', etag)).toBe(false)
    expect(ifNoneMatchMatches('abc-br', etag)).toBe(false)
    expect(ifNoneMatchMatches('"abc-br', etag)).toBe(false)
  })
})
