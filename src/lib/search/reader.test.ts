import { describe, expect, it } from 'vitest'
import { site } from '../site/site'
import { hitLabel, readerFilters, searchSdks } from './reader'

const sdks = searchSdks(site())

describe('readerFilters', () => {
  it('sends the SDK of the language last chosen in a code group', () => {
    expect(readerFilters({ pathname: '/storage', languages: ['python', 'typescript'] }, sdks)).toEqual(['language:python'])
    expect(readerFilters({ pathname: '/storage', languages: ['ts'] }, sdks)).toEqual(['language:nodejs'])
  })

  it('skips chosen languages no SDK owns, such as a terminal tab', () => {
    expect(readerFilters({ pathname: '/', languages: ['bash', 'go'] }, sdks)).toEqual(['language:go'])
  })

  it('falls back to the reference page the reader is on, and sends nothing elsewhere', () => {
    expect(readerFilters({ pathname: '/reference/python/storage/bucket', languages: [] }, sdks)).toEqual(['language:python'])
    expect(readerFilters({ pathname: '/apis', languages: [] }, sdks)).toEqual([])
    expect(readerFilters({ pathname: null, languages: [] }, sdks)).toEqual([])
  })

  it('sends the version only on a versioned reference page', () => {
    expect(readerFilters({ pathname: '/reference/nodejs/v0/api/api-get', languages: ['python'] }, sdks)).toEqual(['language:python', 'version:v0'])
    expect(readerFilters({ pathname: '/reference/nodejs/api/api-get', languages: [] }, sdks)).toEqual(['language:nodejs'])
    expect(readerFilters({ pathname: '/reference/unknown/v0/x', languages: [] }, sdks)).toEqual([])
    // A legacy SDK has no latest version: its only one is filtered by.
    expect(readerFilters({ pathname: '/reference/csharp/v0/api/api', languages: [] }, sdks)).toEqual(['language:csharp', 'version:v0'])
  })
})

describe('hitLabel', () => {
  it('names the SDK and version as text', () => {
    expect(hitLabel({ language: 'python', version: 'v1' }, sdks)).toBe('Python v1')
    expect(hitLabel({ language: 'nodejs', version: 'v0' }, sdks)).toBe('Node.js v0')
    expect(hitLabel({ language: 'nodejs' }, sdks)).toBe('Node.js')
    expect(hitLabel({}, sdks)).toBeUndefined()
  })
})
