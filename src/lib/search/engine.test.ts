import { describe, expect, it } from 'vitest'
import { SearchEngine } from './engine'
import { parsePage } from '../content/page-tree'
import { pageRecords } from './records'

const page = (route: string, title: string, body: string, section = 'Docs') =>
  pageRecords({ route, title, section, tree: parsePage(`---\ntitle: ${title}\n---\n\n${body}`, 'x.mdx').tree })

const engine = new SearchEngine([
  ...page('/storage', 'Storage', 'Buckets hold files.\n\n## Upload files\n\nUse a signed upload URL to upload large files.'),
  ...page('/secrets', 'Secrets', 'Store passwords safely.\n\n## Rotate a secret\n\nPut a new version to rotate passwords. Files are not secrets.'),
  ...page('/schedules', 'Schedules', 'Run code on a rate expression.', 'Building Blocks'),
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

  it('ranks the heading that defines a name in code above a section that only talks about it', () => {
    const config = new SearchEngine([
      ...page('/faq', 'FAQ', '## How much memory do services get?\n\nMemory depends on memory settings of the provider.'),
      ...page('/aws-config', 'AWS configuration', '## Lambda\n\n### `memory`\n\nMegabytes.'),
    ])
    expect(config.search('memory').matches[0]?.record.url).toBe('/docs/aws-config#memory')
  })

  it('reads a command-line flag as code, so the reference that defines it outranks guides', () => {
    const flags = new SearchEngine([
      ...page('/guide', 'Deploying', '## Deploy\n\nName the stack you deploy to.'),
      ...page('/reference/cli', 'CLI', '## nitric up\n\nDeploys. Pass `--stack` to name the stack.'),
    ])
    expect(flags.search('--stack').matches[0]?.record.url).toBe('/docs/reference/cli#nitric-up')
  })

  it('ranks records with every word above those with some', () => {
    expect(urls('rotate passwords')[0]).toBe('/docs/secrets#rotate-a-secret')
  })

  it('still shows records with some of the words when none has them all', () => {
    expect(urls('rate passwords')).toEqual(expect.arrayContaining(['/docs/schedules', '/docs/secrets', '/docs/secrets#rotate-a-secret']))
  })

  it('reports the matched terms for highlighting', () => {
    expect([...(engine.search('upload').matches[0]?.terms ?? [])]).toEqual(['upload'])
  })

  it('filters on type and lvl0', () => {
    const filtered = engine.search('files', { filters: [[{ attribute: 'type', value: 'lvl1' }]] }).matches
    expect(filtered.every((match) => match.record.type === 'lvl1')).toBe(true)
    expect(engine.search('rate', { filters: [[{ attribute: 'lvl0', value: 'Building Blocks' }]] }).total).toBe(1)
    expect(engine.search('rate', { filters: [[{ attribute: 'lvl0', value: 'Docs' }]] }).total).toBe(0)
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

  it('counts a swap of neighbouring letters as one typo', () => {
    expect(urls('schedlues')[0]).toBe('/docs/schedules')
    expect(urls('sercets')[0]).toBe('/docs/secrets')
  })

  it('allows no typo in words under four letters, and none on the first letter of a word under eight', () => {
    const small = new SearchEngine([...page('/kv', 'KV', 'Keys.'), ...page('/deploy', 'Deploy', 'Ship it.')])
    expect(small.search('kb').total).toBe(0)
    expect(small.search('eploy').total).toBe(0)
    expect(small.search('dpeloy').matches[0]?.record.url).toBe('/docs/deploy')
  })

  it('matches other forms of a word, plurals as the word itself', () => {
    const forms = new SearchEngine([...page('/deployment', 'Deployment', 'Ship it.'), ...page('/queues', 'Queues', 'Work.')])
    expect(forms.search('deploy').matches[0]?.record.url).toBe('/docs/deployment')
    expect(forms.search('queue').matches[0]?.record.url).toBe('/docs/queues')
  })

  it('matches a synonym from the data beside the engine', () => {
    expect(urls('cron')[0]).toBe('/docs/schedules')
  })

  it('drops stop words unless they are part of an API name', () => {
    const api = new SearchEngine([...page('/get', 'api.get()', 'Handle GET requests.'), ...page('/help', 'Support', 'Where to get help.')])
    expect(api.search('how to get help').matches[0]?.record.url).toBe('/docs/help')
    expect(api.search('api.get').matches[0]?.record.url).toBe('/docs/get')
  })

  it('ranks records matching an optional filter higher without hiding the rest', () => {
    const records = [
      ...pageRecords({ route: '/node/bucket', title: 'bucket()', section: 'Node', language: 'nodejs', version: 'v1', tree: parsePage('---\ntitle: x\n---\n\nA bucket.', 'x.mdx').tree }),
      ...pageRecords({ route: '/python/bucket', title: 'bucket()', section: 'Python', language: 'python', version: 'v1', tree: parsePage('---\ntitle: x\n---\n\nA bucket.', 'x.mdx').tree }),
    ]
    const languages = new SearchEngine(records)
    for (const language of ['nodejs', 'python']) {
      const found = languages.search('bucket()', { optionalFilters: [[{ attribute: 'language', value: language }]] })
      expect(found.matches[0]?.record.language).toBe(language)
      expect(found.total).toBe(4)
    }
  })

  it('trims queries to 64 characters and ignores blank ones', () => {
    expect(engine.search('   ')).toEqual({ total: 0, matches: [] })
    expect(engine.search(`storage${' '.repeat(80)}zzzzzzzz`).matches[0]?.record.url).toBe('/docs/storage')
  })
})
describe('an engine built again after an edit (next dev)', () => {
  it("reuses the earlier engine's analysis and answers as an engine built afresh", () => {
    const before = new SearchEngine(page('/storage', 'Storage', 'Buckets hold files.'), new Map())
    const edited = [...page('/storage', 'Storage', 'Buckets hold files and zebrafish.'), ...page('/apis', 'APIs', 'Routes.')]
    const again = new SearchEngine(edited, before.analysedFields)
    const fresh = new SearchEngine(edited)
    for (const query of ['zebrafish', 'files', 'routes', 'storage']) {
      expect(again.search(query).matches.map((match) => match.record.objectID)).toEqual(fresh.search(query).matches.map((match) => match.record.objectID))
    }
    expect(again.search('zebrafish').total).toBe(1)
    // Only the texts of the current records stay: a long session keeps none of an edit's earlier versions.
    expect([...(again.analysedFields?.keys() ?? [])]).not.toContain('Buckets hold files.')
    expect(fresh.analysedFields).toBeUndefined()
  })
})
