import { describe, expect, it } from 'vitest'
import { SearchEngine } from './engine'
import { answer, parseQueries, parseQuery, SearchProtocolError } from './protocol'
import { parsePage } from '../content/page-tree'
import { pageRecords } from './records'

const engine = new SearchEngine(
  pageRecords({
    route: '/storage',
    title: 'Storage',
    section: 'Building Blocks',
    tree: parsePage('---\ntitle: Storage\n---\n\nBuckets hold `<img src=x onerror=alert(1)>` files for your services and everything else a long paragraph needs to be cut.\n\n## Upload files\n\nUpload with a signed URL.', 'x.mdx').tree,
  }),
)

/** A hit as the modal reads it. */
interface Hit {
  url: string
  _highlightResult: { hierarchy: Record<string, unknown>; content: unknown }
  _snippetResult: { hierarchy: Record<string, unknown>; content: { value: string } }
}

function status(run: () => unknown): number | undefined {
  try {
    run()
  } catch (error) {
    return error instanceof SearchProtocolError ? error.status : -1
  }
  return undefined
}

describe('parseQueries', () => {
  it('reads params as a URL-encoded string, as an object, or inline', () => {
    const [a, b, c] = parseQueries({
      requests: [
        { indexName: 'docs', params: 'query=upload&hitsPerPage=5&attributesToSnippet=%5B%22content%3A10%22%5D' },
        { indexName: 'docs', params: { query: 'upload', hitsPerPage: 5 } },
        { indexName: 'docs', query: 'upload', hitsPerPage: 5 },
      ],
    })
    expect(a?.params).toMatchObject({ query: 'upload', hitsPerPage: 5, attributesToSnippet: ['content:10'] })
    expect(b?.params).toMatchObject({ query: 'upload', hitsPerPage: 5 })
    expect(c?.params).toMatchObject({ query: 'upload', hitsPerPage: 5 })
  })

  it('answers 400 for malformed bodies, wrong types and oversized batches', () => {
    expect(status(() => parseQueries(null))).toBe(400)
    expect(status(() => parseQueries({ requests: [] }))).toBe(400)
    expect(status(() => parseQueries({ requests: 'x' }))).toBe(400)
    expect(status(() => parseQueries({ requests: [{ query: 'no index' }] }))).toBe(400)
    expect(status(() => parseQueries({ requests: [{ indexName: 'docs', query: 42 }] }))).toBe(400)
    expect(status(() => parseQueries({ requests: Array.from({ length: 51 }, () => ({ indexName: 'docs' })) }))).toBe(400)
  })

  it('refuses more than 100 hits per page, naming the parameter', () => {
    expect(() => parseQuery({ indexName: 'docs', params: 'hitsPerPage=101' })).toThrow('hitsPerPage must be at most 100')
  })
})

describe('answer', () => {
  const query = (params: Record<string, unknown>) => answer(engine, parseQuery({ indexName: 'docs', params }))

  it('answers in Algolia’s result shape', () => {
    const result = query({ query: 'upload', hitsPerPage: 1, clickAnalytics: true })
    expect(result).toMatchObject({ nbHits: 2, page: 0, nbPages: 2, hitsPerPage: 1, query: 'upload', index: 'docs' })
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(typeof result.processingTimeMS).toBe('number')
    const [hit] = result.hits as Hit[]
    expect(hit?.url).toBe('/docs/storage#upload-files')
    expect(hit?._highlightResult.hierarchy.lvl2).toEqual({ value: '<em>Upload</em> files', matchLevel: 'full', matchedWords: ['upload'] })
  })

  it('pages through the results', () => {
    expect((query({ query: 'upload', hitsPerPage: 1, page: 1 }).hits as unknown[]).length).toBe(1)
    expect((query({ query: 'upload', hitsPerPage: 1, page: 2 }).hits as unknown[]).length).toBe(0)
  })

  it('retrieves only the attributes asked for', () => {
    const [hit] = query({ query: 'upload', attributesToRetrieve: ['hierarchy.lvl1', 'url'] }).hits as Array<Record<string, unknown>>
    expect(Object.keys(hit ?? {}).sort()).toEqual(['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url'])
  })

  it('snippets content to the asked number of words with the asked tags', () => {
    const result = query({
      query: 'files',
      attributesToSnippet: ['content:5'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
      facetFilters: ['type:content'],
    })
    const values = (result.hits as Hit[]).map((hit) => hit._snippetResult.content.value)
    expect(values).toContain('…&gt; <mark>files</mark> for your services…')
  })

  it('never returns record markup unescaped in what the modal renders', () => {
    const result = query({ query: 'buckets' })
    const rendered = JSON.stringify((result.hits as Array<Record<string, unknown>>).map((hit) => [hit._highlightResult, hit._snippetResult]))
    expect(rendered).not.toContain('<img')
    expect(rendered).toContain('&lt;img')
  })

  it('honours optionalFilters as a boost, not a filter, and facetFilters on language as a filter', () => {
    const bucketPage = (language: string) =>
      pageRecords({ route: `/${language}/bucket`, title: 'bucket()', section: language, language, version: 'v1', tree: parsePage('---\ntitle: x\n---\n\nA bucket.', 'x.mdx').tree })
    const languages = new SearchEngine([...bucketPage('nodejs'), ...bucketPage('python')])
    const ask = (params: Record<string, unknown>) =>
      answer(languages, parseQuery({ indexName: 'docs', query: 'bucket', ...params })).hits as Array<{ url: string }>
    for (const language of ['nodejs', 'python']) {
      const hits = ask({ optionalFilters: [`language:${language}`] })
      expect(hits[0]?.url).toBe(`/docs/${language}/bucket`)
      expect(hits).toHaveLength(4)
      // As the modal sends it: URL-encoded, JSON inside.
      expect(answer(languages, parseQueries({ requests: [{ indexName: 'docs', params: `query=bucket&optionalFilters=${encodeURIComponent(JSON.stringify([`language:${language}`]))}` }] })[0]!).hits).toHaveLength(4)
    }
    expect(ask({ facetFilters: ['language:python'] }).every((hit) => hit.url.startsWith('/docs/python/'))).toBe(true)
    expect(ask({ optionalFilters: ['colour:blue'] })).toHaveLength(4)
  })
})
