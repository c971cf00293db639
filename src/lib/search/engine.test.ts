import { describe, expect, it } from 'vitest'
import { SearchEngine } from './engine'
import { parsePage } from '../content/page-tree'
import { pageRecords } from './records'

const page = (route: string, title: string, body: string, section = 'Docs') =>
  pageRecords({ route, title, section, tree: parsePage(`---\ntitle: ${title}\n---\n\n${body}`, 'x.mdx').tree })

const engine = new SearchEngine([
  ...page('/storage', 'Storage', 'Buckets hold files.\n\n## Upload files\n\nUse a signed upload URL to upload large files.'),
  ...page('/secrets', 'Secrets', 'Store credentials safely.\n\n## Rotate a secret\n\nPut a new version to rotate credentials. Files are not secrets.'),
  ...page('/schedules', 'Schedules', 'Run code on a cron expression or a rate.', 'Building Blocks'),
])

const urls = (query: string) => engine.search(query).matches.map((match) => match.record.url)

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
    const pages = topics.search('topics').matches.filter((match) => match.record.type === 'lvl1')
    expect(pages.map((match) => match.record.url)).toEqual(['/docs/topics', '/docs/tropics'])
  })

  it('requires every word when some record has them all', () => {
    expect(urls('rotate credentials')).toEqual(['/docs/secrets#rotate-a-secret'])
  })

  it('falls back to any word when no record has them all', () => {
    expect(urls('cron credentials').sort()).toEqual(['/docs/schedules', '/docs/secrets', '/docs/secrets#rotate-a-secret'])
  })

  it('reports the matched terms for highlighting', () => {
    expect([...(engine.search('upload').matches[0]?.terms ?? [])]).toEqual(['upload'])
  })

  it('filters on type and lvl0', () => {
    const filtered = engine.search('files', { filters: [[{ attribute: 'type', value: 'lvl1' }]] }).matches
    expect(filtered.every((match) => match.record.type === 'lvl1')).toBe(true)
    expect(engine.search('cron', { filters: [[{ attribute: 'lvl0', value: 'Building Blocks' }]] }).total).toBe(1)
    expect(engine.search('cron', { filters: [[{ attribute: 'lvl0', value: 'Docs' }]] }).total).toBe(0)
  })

  it('returns the best matches up to a limit and counts them all', () => {
    const all = engine.search('files')
    const top = engine.search('files', { limit: 1 })
    expect(all.total).toBeGreaterThan(1)
    expect(top.total).toBe(all.total)
    expect(top.matches.map((match) => match.record.url)).toEqual([all.matches[0]?.record.url])
  })

  it('ranks records matching more words higher when no record matches them all', () => {
    const mixed = new SearchEngine([
      ...page('/one', 'One', 'Alpha only.'),
      ...page('/two', 'Two', 'Alpha and beta together.'),
    ])
    expect(mixed.search('alpha beta gamma').matches[0]?.record.url).toBe('/docs/two')
  })

  it('finds a command-line flag where it is named, above other uses of its words', () => {
    const cli = new SearchEngine([
      ...page('/stacks', 'Stacks', 'A stack is a deployment target. Create a stack per environment; each stack has a file.'),
      ...page('/cli', 'CLI', '## nitric up\n\nDeploy. Pass `--stack dev` to choose the stack.'),
    ])
    const found = cli.search('--stack').matches
    expect(found.map((match) => match.record.url)).toEqual(['/docs/cli#nitric-up'])
    expect([...found[0]!.terms]).toEqual(['stack'])
    expect(cli.search('stack').matches.length).toBeGreaterThan(1)
  })

  it('trims queries to 64 characters and ignores blank ones', () => {
    expect(engine.search('   ')).toEqual({ total: 0, matches: [] })
    expect(engine.search(`storage${' '.repeat(80)}zzzzzzzz`).matches[0]?.record.url).toBe('/docs/storage')
  })
})
