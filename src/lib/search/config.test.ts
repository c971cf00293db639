import { describe, expect, it } from 'vitest'
import { readHostedSearch } from './config'

describe('readHostedSearch', () => {
  it('names hosted Algolia when the application id, key and index are all set', () => {
    expect(readHostedSearch({ appId: 'ABC123', apiKey: 'search-key', indexName: 'docs' })).toEqual({ appId: 'ABC123', apiKey: 'search-key', indexName: 'docs' })
  })

  it('leaves search to the site when any of them is missing or empty', () => {
    expect(readHostedSearch({})).toBeUndefined()
    expect(readHostedSearch({ appId: 'ABC123', apiKey: 'search-key' })).toBeUndefined()
    expect(readHostedSearch({ appId: 'ABC123', apiKey: '', indexName: 'docs' })).toBeUndefined()
  })
})
