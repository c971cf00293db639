import { describe, expect, it } from 'vitest'
import { hitLabel, readerFilters } from './reader'

describe('readerFilters', () => {
  it('sends the SDK of the language last chosen in a code group', () => {
    expect(readerFilters({ pathname: '/storage', languages: ['python', 'typescript'] })).toEqual(['language:python'])
    expect(readerFilters({ pathname: '/storage', languages: ['ts'] })).toEqual(['language:nodejs'])
  })

  it('skips chosen languages no SDK owns, such as a terminal tab', () => {
    expect(readerFilters({ pathname: '/', languages: ['bash', 'go'] })).toEqual(['language:go'])
  })

  it('falls back to the reference page the reader is on, and sends nothing elsewhere', () => {
    expect(readerFilters({ pathname: '/reference/python/storage/bucket', languages: [] })).toEqual(['language:python'])
    expect(readerFilters({ pathname: '/apis', languages: [] })).toEqual([])
    expect(readerFilters({ pathname: null, languages: [] })).toEqual([])
  })

  it('sends the version only on a versioned reference page', () => {
    expect(readerFilters({ pathname: '/reference/nodejs/v0/api/api-get', languages: ['python'] })).toEqual(['language:python', 'version:v0'])
    expect(readerFilters({ pathname: '/reference/nodejs/api/api-get', languages: [] })).toEqual(['language:nodejs'])
    expect(readerFilters({ pathname: '/reference/unknown/v0/x', languages: [] })).toEqual([])
  })
})

describe('hitLabel', () => {
  it('names the SDK and version as text', () => {
    expect(hitLabel({ language: 'python', version: 'v1' })).toBe('Python v1')
    expect(hitLabel({ language: 'nodejs', version: 'v0' })).toBe('Node.js v0')
    expect(hitLabel({ language: 'nodejs' })).toBe('Node.js')
    expect(hitLabel({})).toBeUndefined()
  })
})
