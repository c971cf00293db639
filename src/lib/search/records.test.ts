import { describe, expect, it } from 'vitest'
import { parsePage } from '../content/page-tree'
import { pageRecords } from './records'

const source = [
  '---',
  'title: Storage',
  '---',
  '',
  'Buckets hold files.',
  '',
  '## Create a bucket {{ tag: \'POST\' }}',
  '',
  '- Call `bucket()` once per service.',
  '',
  '```ts title="Declare" label=bucket.ts',
  'const b = 1',
  '```',
  '',
  '### Permissions',
  '',
  '<Properties>',
  '  <Property name="read" type="string">Read files.</Property>',
  '</Properties>',
  '',
  '## Create a bucket',
  '',
  '| Provider | Service |',
  '| --- | --- |',
  '| AWS | S3 |',
].join('\n')

describe('pageRecords', () => {
  const records = pageRecords({ route: '/storage', title: 'Storage', description: 'Files in buckets.', section: 'Building Blocks', tree: parsePage(source, 'x.mdx').tree })

  it('starts with the page record, then follows the page in order', () => {
    expect(records.map((record) => [record.type, record.content, record.url])).toEqual([
      ['lvl1', 'Files in buckets.', '/docs/storage'],
      ['content', 'Buckets hold files.', '/docs/storage'],
      ['lvl2', null, '/docs/storage#create-a-bucket'],
      ['content', 'Call bucket() once per service.', '/docs/storage#create-a-bucket'],
      ['content', 'Declare — bucket.ts', '/docs/storage#create-a-bucket'],
      ['lvl3', null, '/docs/storage#permissions'],
      ['content', 'read — string', '/docs/storage#permissions'],
      ['content', 'Read files.', '/docs/storage#permissions'],
      ['lvl2', null, '/docs/storage#create-a-bucket-1'],
      ['content', 'Provider', '/docs/storage#create-a-bucket-1'],
      ['content', 'Service', '/docs/storage#create-a-bucket-1'],
      ['content', 'AWS', '/docs/storage#create-a-bucket-1'],
      ['content', 'S3', '/docs/storage#create-a-bucket-1'],
    ])
  })

  it('carries the heading hierarchy, without heading metadata', () => {
    const permission = records.find((record) => record.content === 'Read files.')
    expect(permission?.hierarchy).toEqual({
      lvl0: 'Building Blocks',
      lvl1: 'Storage',
      lvl2: 'Create a bucket',
      lvl3: 'Permissions',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    })
  })

  it('gives stable, unique object ids and ranking data', () => {
    const again = pageRecords({ route: '/storage', title: 'Storage', description: 'Files in buckets.', section: 'Building Blocks', tree: parsePage(source, 'x.mdx').tree })
    expect(again.map((record) => record.objectID)).toEqual(records.map((record) => record.objectID))
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length)
    expect(records[2]?.weight).toEqual({ pageRank: 0, level: 80, position: 2 })
  })

  it("carries a reference page's SDK and version on every record, and none elsewhere", () => {
    const tree = parsePage('---\ntitle: api.get()\n---\n\nText.\n\n## Parameters\n', 'x.mdx').tree
    const reference = pageRecords({ route: '/reference/python/v0/api/api-get', title: 'api.get()', section: 'Python v0 Reference', tree, language: 'python', version: 'v0' })
    expect(reference.map((record) => [record.language, record.version])).toEqual([
      ['python', 'v0'],
      ['python', 'v0'],
      ['python', 'v0'],
    ])
    expect(records.every((record) => record.language === undefined && record.version === undefined)).toBe(true)
  })
})
