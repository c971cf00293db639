import { describe, expect, it } from 'vitest'
import { parseQuery, stem, typoDistance, typosAllowed } from './query'

const words = (query: string) => parseQuery(query).map((part) => part.words.join(' '))

describe('parseQuery', () => {
  it('drops stop words, but keeps them in API names and when nothing else is left', () => {
    expect(words('how to deploy to the cloud')).toEqual(['deploy', 'cloud'])
    expect(words('api.get')).toEqual(['api', 'get'])
    expect(words('how to')).toEqual(['how', 'to'])
  })

  it('reads a synonym phrase as one part, longest first, with the other entries of its group', () => {
    const [part] = parseQuery('env var')
    expect(part?.words).toEqual(['env', 'var'])
    expect(part?.alternatives).toContainEqual(['environment', 'variable'])
  })

  it('makes intent phrases optional', () => {
    expect(parseQuery('what is nitric').map((part) => [part.words.join(' '), part.optional])).toEqual([
      ['what is', true],
      ['nitric', false],
    ])
  })

  it('marks API names as code, not file names, and gives code no synonyms', () => {
    expect(parseQuery('getDownloadUrl')[0]?.code).toBe(true)
    expect(parseQuery('download_url').map((part) => part.code)).toEqual([true, true])
    expect(parseQuery('queue.enqueue')[0]?.alternatives).toEqual([])
    expect(parseQuery('nitric.yaml')[0]?.code).toBe(false)
  })

  it('treats the last word as still being typed', () => {
    expect(parseQuery('bucket fil').map((part) => part.last)).toEqual([false, true])
  })
})

describe('word matching', () => {
  it('stems word forms together', () => {
    expect(stem('deployment')).toBe(stem('deploy'))
    expect(stem('queues')).toBe(stem('queue'))
    expect(stem('securely')).toBe(stem('security'))
    expect(stem('api')).toBe('api')
  })

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(typoDistance('depoly', 'deploy', 2)).toBe(1)
    expect(typoDistance('bucket', 'bukcet', 2)).toBe(1)
    expect(typoDistance('abc', 'xyz', 1)).toBe(2)
  })

  it('allows typos by length as DocSearch does', () => {
    expect([typosAllowed('kv'), typosAllowed('cron'), typosAllowed('deployment')]).toEqual([0, 1, 2])
  })
})
