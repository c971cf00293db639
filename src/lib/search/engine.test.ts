import { describe, expect, it } from 'vitest'
import { SearchEngine } from './engine'
import { pageRecords } from './records'

const page = (route: string, title: string, body: string, section = 'Docs') =>
  pageRecords({ route, title, section, source: `---\ntitle: ${title}\n---\n\n${body}` })

const engine = new SearchEngine([
  ...page('/storage', 'Storage', 'Buckets hold files.\n\n## Upload files\n\nUse a signed upload URL to upload large files.'),
  ...page('/secrets', 'Secrets', 'Store credentials safely.\n\n## Rotate a secret\n\nPut a new version to rotate credentials. Files are not secrets.'),
  ...page('/schedules', 'Schedules', 'Run code on a cron expression or a rate.', 'Building Blocks'),
])

const urls = (query: string) => engine.search(query).map((match) => match.record.url)

describe('SearchEngine', () => {
  it('ranks a heading match above a body match', () => {
    expect(urls('upload')[0]).toBe('/docs/storage#upload-files')
  })

  it('matches prefixes while the reader types', () => {
    expect(urls('schedu')[0]).toBe('/docs/schedules')
  })

  it('tolerates a typo', () => {
    expect(urls('schedles')[0]).toBe('/docs/schedules')
  })

  it('ranks an exact word above a typo of it', () => {
    const topics = new SearchEngine([...page('/tropics', 'Tropics', 'Warm places.'), ...page('/topics', 'Topics', 'Publish events.')])
    const pages = topics.search('topics').filter((match) => match.record.type === 'lvl1')
    expect(pages.map((match) => match.record.url)).toEqual(['/docs/topics', '/docs/tropics'])
  })

  it('requires every word when some record has them all', () => {
    expect(urls('rotate credentials')).toEqual(['/docs/secrets#rotate-a-secret'])
  })

  it('falls back to any word when no record has them all', () => {
    expect(urls('cron credentials').sort()).toEqual(['/docs/schedules', '/docs/secrets', '/docs/secrets#rotate-a-secret'])
  })

  it('reports the matched terms for highlighting', () => {
    expect([...(engine.search('upload')[0]?.terms ?? [])]).toEqual(['upload'])
  })

  it('filters on type and lvl0', () => {
    const filtered = engine.search('files', { filters: [[{ attribute: 'type', value: 'lvl1' }]] })
    expect(filtered.every((match) => match.record.type === 'lvl1')).toBe(true)
    expect(engine.search('cron', { filters: [[{ attribute: 'lvl0', value: 'Building Blocks' }]] })).toHaveLength(1)
    expect(engine.search('cron', { filters: [[{ attribute: 'lvl0', value: 'Docs' }]] })).toHaveLength(0)
  })

  it('trims queries to 64 characters and ignores blank ones', () => {
    expect(engine.search('   ')).toEqual([])
    expect(engine.search(`storage${' '.repeat(80)}zzzzzzzz`)[0]?.record.url).toBe('/docs/storage')
  })
})
