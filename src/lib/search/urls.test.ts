import { describe, expect, it } from 'vitest'
import { hitPath, missingResultsUrl } from './urls'

describe('hitPath', () => {
  it('removes the /docs base path and keeps the anchor', () => {
    expect(hitPath('/docs/apis#routes')).toBe('/apis#routes')
    expect(hitPath('https://nitric.io/docs/reference/nodejs/api/api-get')).toBe('/reference/nodejs/api/api-get')
    expect(hitPath('/docs')).toBe('/')
  })

  it('drops an #overview hash', () => {
    expect(hitPath('/docs/concepts/introduction#overview')).toBe('/concepts/introduction')
  })

  it('leaves paths that only start with the same letters alone', () => {
    expect(hitPath('/docsearch/page')).toBe('/docsearch/page')
  })
})

describe('missingResultsUrl', () => {
  it('opens a new issue on the docs repository with the query', () => {
    const url = new URL(missingResultsUrl('websocket <auth>'))
    expect(url.origin + url.pathname).toBe('https://github.com/nitrictech/docs/issues/new')
    expect(url.searchParams.get('title')).toBe('Missing search results for "websocket <auth>"')
    expect(url.searchParams.get('labels')).toBe('search')
  })
})
