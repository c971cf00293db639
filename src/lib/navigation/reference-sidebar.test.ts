import { describe, expect, it } from 'vitest'
import { referenceSidebar, type SidebarPage } from './reference-sidebar'
import { sidebarGroup } from './sidebar-groups'

const page = (file: string, label: string, position?: number): SidebarPage => ({
  route: '/' + file.replace(/(\/index)?\.mdx$/, ''),
  file,
  label,
  position,
})

describe('referenceSidebar', () => {
  const files = new Map([
    ['reference/go/storage', { title: 'Storage', position: 2 }],
    ['reference/go/api', { title: 'APIs', position: 1 }],
  ])
  const groups = (folder: string) => sidebarGroup(folder, files)

  it('lists the index first, then each folder as a group in position order, pages by position then route', () => {
    const pages = [
      page('reference/go/storage/bucket-read.mdx', 'Bucket.Read()'),
      page('reference/go/storage/bucket.mdx', 'NewBucket()', 1),
      page('reference/go/api/api-get.mdx', 'Api.Get()', 2),
      page('reference/go/api/api.mdx', 'NewApi()', 1),
      page('reference/go/index.mdx', 'Getting Started'),
    ]
    expect(referenceSidebar('/reference/go', pages, groups)).toEqual([
      { links: [{ href: '/reference/go', title: 'Getting Started' }] },
      { title: 'APIs', links: [{ href: '/reference/go/api/api', title: 'NewApi()' }, { href: '/reference/go/api/api-get', title: 'Api.Get()' }] },
      {
        title: 'Storage',
        links: [{ href: '/reference/go/storage/bucket', title: 'NewBucket()' }, { href: '/reference/go/storage/bucket-read', title: 'Bucket.Read()' }],
      },
    ])
  })

  it("lists a page with a group in that folder's group, which needs no pages of its own", () => {
    const withResources = (folder: string) => sidebarGroup(folder, new Map([...files, ['reference/go/resources', { title: 'Resources', position: 0 }]]))
    const pages = [
      page('reference/go/index.mdx', 'Getting Started'),
      { ...page('reference/go/api/api.mdx', 'NewApi()', 1), group: 'resources' },
      { ...page('reference/go/storage/bucket.mdx', 'NewBucket()', 2), group: 'resources' },
      page('reference/go/api/api-get.mdx', 'Api.Get()', 2),
    ]
    expect(referenceSidebar('/reference/go', pages, withResources)).toEqual([
      { links: [{ href: '/reference/go', title: 'Getting Started' }] },
      {
        title: 'Resources',
        links: [{ href: '/reference/go/api/api', title: 'NewApi()' }, { href: '/reference/go/storage/bucket', title: 'NewBucket()' }],
      },
      { title: 'APIs', links: [{ href: '/reference/go/api/api-get', title: 'Api.Get()' }] },
    ])
  })

  it('names the missing metadata file of a group a page asks for', () => {
    const pages = [{ ...page('reference/go/api/api.mdx', 'NewApi()'), group: 'constructors' }]
    expect(() => referenceSidebar('/reference/go', pages, groups)).toThrow('content/reference/go/constructors/_group.json is missing')
  })

  it('names the missing metadata file of a folder', () => {
    expect(() => referenceSidebar('/reference/go', [page('reference/go/topic/topic.mdx', 'NewTopic()')], groups)).toThrow(
      'content/reference/go/topic/_group.json is missing',
    )
  })
})
