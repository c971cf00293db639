import { describe, expect, it } from 'vitest'
import type { Frontmatter } from '../content/frontmatter'
import { GuideError, guideSidebars, guideSummaries, guidesInSidebarOrder, isGuideRoute, type GuidePage } from './guides'

const guideFields = { languages: ['nodejs'], topics: ['apis' as const], reading_time: 12, last_checked: '2026-11-23' }

function page(route: string, frontmatter: Partial<Frontmatter> = {}): GuidePage {
  const file = `content${route}${route.split('/').length <= 3 && !frontmatter.reading_time ? '/index' : ''}.mdx`
  return { route, file, frontmatter: { title: route, ...frontmatter } }
}

const pages: GuidePage[] = [
  page('/guides'),
  { route: '/guides/examples', file: 'content/guides/examples.mdx', frontmatter: { title: 'Examples', sidebar_position: 9 } },
  page('/guides/python', { sidebar_label: 'Python', sidebar_position: 2 }),
  page('/guides/nodejs', { sidebar_label: 'Node.js', sidebar_position: 1 }),
  page('/guides/nodejs/stripe', { ...guideFields, sidebar_position: 2, title: 'Take payments' }),
  page('/guides/nodejs/rest', { ...guideFields, sidebar_position: 1, sidebar_label: 'REST API' }),
  page('/guides/nodejs/auth0', { ...guideFields, topics: ['auth'], sidebar_group: 'auth' }),
  page('/guides/python/graphql', { ...guideFields, languages: ['python'] }),
]
const groups = new Map([['guides/nodejs/auth', { title: 'Auth', position: 1 }]])

describe('guides', () => {
  it('are the pages two levels under /guides', () => {
    expect(isGuideRoute('/guides/nodejs/stripe')).toBe(true)
    expect(isGuideRoute('/guides/nodejs')).toBe(false)
    expect(isGuideRoute('/guides')).toBe(false)
    expect(isGuideRoute('/reference/nodejs/api/api')).toBe(false)
  })

  it('read their languages, topics, reading time and checked day from frontmatter', () => {
    const [first] = guideSummaries([pages[4]!], ['nodejs'])
    expect(first).toEqual({ route: '/guides/nodejs/stripe', title: 'Take payments', description: undefined, area: 'nodejs', languages: ['nodejs'], topics: ['apis'], readingTime: 12, lastChecked: '2026-11-23' })
  })

  it('refuse a guide without the guide fields, a guide field elsewhere, and a language the registry lacks', () => {
    expect(() => guideSummaries([page('/guides/nodejs/x', { title: 'X', topics: ['apis'] })], ['nodejs'])).toThrow(GuideError)
    expect(() => guideSummaries([page('/guides/nodejs/x', { title: 'X', topics: ['apis'] })], ['nodejs'])).toThrow(/needs languages, reading_time, last_checked/)
    expect(() => guideSummaries([page('/apis', { reading_time: 3 })], ['nodejs'])).toThrow(/reading_time belong only on guides/)
    expect(() => guideSummaries([page('/guides/nodejs/x', { ...guideFields, languages: ['ruby'] })], ['nodejs'])).toThrow(/languages ruby are not SDKs/)
  })
})

describe('guide sidebars', () => {
  const nav = guideSidebars(pages, groups)

  it('list the overview, then the areas and other pages under /guides by position, by their sidebar labels', () => {
    expect(nav.guides).toEqual([
      {
        links: [
          { href: '/guides', title: 'Overview' },
          { href: '/guides/nodejs', title: 'Node.js' },
          { href: '/guides/python', title: 'Python' },
          { href: '/guides/examples', title: 'Examples' },
        ],
      },
    ])
  })

  it("give each area its own sidebar from its folder: landing page first, then by position, groups from sidebar_group", () => {
    expect(nav['guides/nodejs']).toEqual([
      {
        links: [
          { href: '/guides/nodejs', title: 'Node.js' },
          { href: '/guides/nodejs/rest', title: 'REST API' },
          { href: '/guides/nodejs/stripe', title: 'Take payments' },
        ],
      },
      { title: 'Auth', links: [{ href: '/guides/nodejs/auth0', title: '/guides/nodejs/auth0' }] },
    ])
    expect(Object.keys(nav).sort()).toEqual(['guides', 'guides/nodejs', 'guides/python'])
  })

  it('order guides as the sidebars do, one area or all', () => {
    const guides = guideSummaries(pages, ['nodejs', 'python'])
    expect(guidesInSidebarOrder(guides, nav, 'nodejs').map((guide) => guide.route)).toEqual(['/guides/nodejs/rest', '/guides/nodejs/stripe', '/guides/nodejs/auth0'])
    expect(guidesInSidebarOrder(guides, nav).map((guide) => guide.route)).toEqual(['/guides/nodejs/rest', '/guides/nodejs/stripe', '/guides/nodejs/auth0', '/guides/python/graphql'])
  })

  it('are none without a /guides page', () => {
    expect(guideSidebars(pages.slice(1), groups)).toEqual({})
  })
})
