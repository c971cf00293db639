import { describe, expect, it } from 'vitest'
import { parsePage } from '../content/page-tree'
import { SearchEngine } from './engine'
import { pageRecords, type SearchablePage } from './records'
import { handleSuggest } from './http'
import { pathQuery, suggestPages } from './suggest'

const page = (route: string, title: string, extra: Partial<SearchablePage> = {}) =>
  pageRecords({ route, title, section: extra.language ?? 'Docs', tree: parsePage(`---\ntitle: ${title}\n---\n\nAbout ${title}.\n\n## More\n\nText.`, 'x.mdx').tree, ...extra })

const engine = new SearchEngine([
  ...page('/storage', 'Storage'),
  ...page('/reference/nodejs/storage/bucket', 'bucket()', { language: 'nodejs', version: 'v1' }),
  ...page('/reference/python/storage/bucket', 'bucket()', { language: 'python', version: 'v1' }),
  ...page('/reference/python/storage/bucket-files', 'bucket.files()', { language: 'python', version: 'v1' }),
  ...page('/reference/nodejs/v0/storage/bucket', 'bucket()', { language: 'nodejs', version: 'v0', pageRank: -3 }),
  ...page('/secrets', 'Secrets'),
])

describe('pathQuery', () => {
  it('reads the words of the address, last segment first, and the SDK and version it names', () => {
    expect(pathQuery('/docs/reference/pyhton/storage/bucket')).toEqual({
      queries: ['bucket', 'storage bucket'],
      optionalFilters: [[{ attribute: 'language', value: 'python' }]],
    })
    expect(pathQuery('/docs/reference/nodejs/v0/storage/bucket-file-read').optionalFilters).toEqual([
      [{ attribute: 'language', value: 'nodejs' }],
      [{ attribute: 'version', value: 'v0' }],
    ])
  })

  it('survives malformed escapes and long addresses', () => {
    expect(pathQuery('/docs/%E0%A4%A').queries).toEqual(['e0 a4 a'])
    expect(pathQuery(`/docs/${'a'.repeat(5000)}`).queries[0]?.length).toBeLessThanOrEqual(64)
  })
})

describe('suggestPages', () => {
  it('suggests the pages a misspelt address meant, in its language first, one entry per page, at most five', () => {
    const pages = suggestPages(engine, '/docs/reference/pyhton/storage/bucket')
    expect(pages[0]).toEqual({ path: '/reference/python/storage/bucket', title: 'bucket()', section: 'python', label: 'Python v1' })
    expect(new Set(pages.map((found) => found.path)).size).toBe(pages.length)
    expect(pages.length).toBeLessThanOrEqual(5)
    expect(pages.map((found) => found.path)).toContain('/storage')
  })

  it('ranks the older version first when the address names it', () => {
    expect(suggestPages(engine, '/docs/reference/nodejs/v0/storage/bucket')[0]?.path).toBe('/reference/nodejs/v0/storage/bucket')
  })

  it('suggests nothing for an address with no words, or none the index has', () => {
    expect(suggestPages(engine, '/docs/')).toEqual([])
    expect(suggestPages(engine, '/docs/%3Cscript%3E')).toEqual([])
  })
})

describe('handleSuggest', () => {
  const ask = (query: string, loaded = true) =>
    handleSuggest(new Request(`http://localhost/docs/api/search/suggest${query}`), () => (loaded ? engine : undefined))

  it('answers the suggestions as JSON', async () => {
    const response = ask(`?path=${encodeURIComponent('/docs/reference/pyhton/storage/bucket')}`)
    expect(response.status).toBe(200)
    const { pages } = (await response.json()) as { pages: Array<{ path: string }> }
    expect(pages[0]?.path).toBe('/reference/python/storage/bucket')
  })

  it('refuses a missing or oversized path, and says when the index is not loaded', () => {
    expect(ask('').status).toBe(400)
    expect(ask(`?path=${'a'.repeat(2000)}`).status).toBe(400)
    expect(ask('?path=/docs/x', false).status).toBe(503)
  })
})
