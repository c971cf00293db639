import { describe, expect, it } from 'vitest'
import type { FullNav } from '../navigation/types'
import { site } from '../site/site'
import { llmsParts, llmsSections, llmsTxt } from './llms-txt'

const nav: FullNav = {
  docs: [
    { links: [{ href: '/', title: 'Home' }, { href: '/concepts/introduction', title: 'Concepts' }] },
    { title: 'Building Blocks', links: [{ href: '/apis', title: 'APIs' }, { href: '/storage', title: 'Storage' }] },
    { title: 'Library Reference', links: [{ href: '/reference/nodejs', title: 'Node.js', versions: ['v1', 'v0'] }] },
    { title: 'Help', links: [{ href: '/faq', title: 'FAQ' }] },
  ],
  concepts: [{ links: [{ href: '/concepts/introduction', title: 'Introduction' }, { href: '/concepts/cicd', title: 'CI/CD' }] }],
  apis: [{ links: [{ href: '/apis', title: 'Overview' }] }, { title: 'More Building Blocks', links: [{ href: '/storage', title: 'Storage' }] }],
  storage: [{ links: [{ href: '/storage', title: 'Overview' }] }, { title: 'More Building Blocks', links: [{ href: '/apis', title: 'APIs' }] }],
  'reference/nodejs': [{ links: [{ href: '/reference/nodejs', title: 'Getting Started' }] }, { title: 'APIs', links: [{ href: '/reference/nodejs/api/api', title: 'api()' }] }],
  'reference/nodejs/v0': [{ links: [{ href: '/reference/nodejs/v0', title: 'Getting Started' }, { href: '/reference/nodejs/v0/api/api', title: 'api()' }] }],
}

/** Route data as the site gives it for this navigation: Node.js has a reference in v1 and v0, everything else one section. */
function routeData(route: string) {
  if (route === '/reference/nodejs') return { section: 'Node.js Reference', sdk: 'nodejs' }
  if (route === '/reference/nodejs/v0') return { section: 'Node.js v0 Reference', sdk: 'nodejs' }
  return { section: route === '/concepts/introduction' ? 'Concepts' : 'Documentation', sdk: undefined }
}

const referenceVersions = [
  { sdk: { key: 'nodejs' }, root: '/reference/nodejs' },
  { sdk: { key: 'nodejs' }, root: '/reference/nodejs/v0' },
]
const docs = { navigation: nav, routeData, referenceVersions }

describe('llmsSections', () => {
  it('follows the navigation: a section per sidebar, per reference version, and per main-menu group', () => {
    expect(llmsSections(docs)).toEqual([
      { title: 'Overview', routes: ['/'] },
      { title: 'Concepts', routes: ['/concepts/introduction', '/concepts/cicd'], part: { title: 'Concepts', route: '/concepts/introduction' } },
      { title: 'Building Blocks', routes: ['/apis', '/storage'] },
      { title: 'Node.js Reference', routes: ['/reference/nodejs', '/reference/nodejs/api/api'], part: { title: 'Node.js Reference', route: '/reference/nodejs' } },
      { title: 'Node.js v0 Reference', routes: ['/reference/nodejs/v0', '/reference/nodejs/v0/api/api'], part: { title: 'Node.js v0 Reference', route: '/reference/nodejs/v0' } },
      { title: 'Help', routes: ['/faq'] },
    ])
  })

  it('gives every part the main menu opens with a sidebar of its own a file, and keeps the rest in the root file', () => {
    const { root, parts } = llmsParts(llmsSections(docs))
    expect(root.map((section) => section.title)).toEqual(['Overview', 'Building Blocks', 'Help'])
    expect(parts.map(({ title, file, sections }) => ({ title, file, sections: sections.map((section) => section.title) }))).toEqual([
      { title: 'Concepts', file: 'llms/concepts-introduction.txt', sections: ['Concepts'] },
      { title: 'Node.js Reference', file: 'llms/reference-nodejs.txt', sections: ['Node.js Reference'] },
      { title: 'Node.js v0 Reference', file: 'llms/reference-nodejs-v0.txt', sections: ['Node.js v0 Reference'] },
    ])
  })

  it("gives a section's second-level sidebars (the guides' areas) sections of their own", () => {
    const guides: FullNav = {
      docs: [{ links: [{ href: '/guides', title: 'Guides' }] }],
      guides: [{ links: [{ href: '/guides', title: 'Overview' }, { href: '/guides/nodejs', title: 'Node.js' }, { href: '/guides/examples', title: 'Examples' }] }],
      'guides/nodejs': [{ links: [{ href: '/guides/nodejs', title: 'Node.js' }, { href: '/guides/nodejs/rest', title: 'REST API' }] }, { title: 'Auth', links: [{ href: '/guides/nodejs/auth0', title: 'Auth0' }] }],
    }
    const sections = { navigation: guides, referenceVersions: [], routeData: (route: string) => ({ section: route.startsWith('/guides/nodejs') ? 'Node.js Guides' : 'Guides', sdk: undefined }) }
    const part = { title: 'Guides', route: '/guides' }
    expect(llmsSections(sections)).toEqual([
      { title: 'Guides', routes: ['/guides', '/guides/nodejs', '/guides/examples'], part },
      { title: 'Node.js Guides', routes: ['/guides/nodejs/rest', '/guides/nodejs/auth0'], part },
    ])
    expect(llmsParts(llmsSections(sections)).parts.map((found) => found.sections.length)).toEqual([2])
  })

  it('lists every page of the site exactly once', () => {
    const whole = site()
    const listed = llmsSections(whole).flatMap((section) => section.routes)
    expect(listed.filter((route, index) => listed.indexOf(route) !== index)).toEqual([])
    expect(new Set(listed)).toEqual(new Set(whole.pages.map((page) => page.route)))
  })
})

describe('llmsTxt', () => {
  const pages: Record<string, { title: string; description?: string }> = {
    '/': { title: 'Nitric Documentation', description: 'Build cloud apps.' },
    '/apis': { title: 'APIs [HTTP]', description: 'Declare APIs.' },
    '/faq': { title: 'FAQ' },
  }

  it('writes the llmstxt.org shape: title, summary, then a list of links per section', () => {
    const text = llmsTxt({
      title: 'Nitric Documentation',
      summary: 'Build cloud apps.',
      details: [{ type: 'text', value: 'Each link is Markdown.' }],
      sections: [
        { title: 'Overview', routes: ['/'] },
        { title: 'Building Blocks', routes: ['/apis', '/faq'] },
      ],
      page: (route) => pages[route],
      url: (route) => `https://nitric.io/docs${route === '/' ? '' : route}.md`,
    })
    expect(text).toBe(
      [
        '# Nitric Documentation',
        '',
        '> Build cloud apps.',
        '',
        'Each link is Markdown.',
        '',
        '## Overview',
        '',
        '- [Nitric Documentation](https://nitric.io/docs.md): Build cloud apps.',
        '',
        '## Building Blocks',
        '',
        '- [APIs \\[HTTP\\]](https://nitric.io/docs/apis.md): Declare APIs.',
        '- [FAQ](https://nitric.io/docs/faq.md)',
        '',
      ].join('\n'),
    )
  })

  it('ends the root file with a link to each part file, its size and what it holds', () => {
    const text = llmsTxt({
      title: 'T',
      summary: 'S',
      sections: [],
      page: (route) => pages[route],
      url: (route) => route,
      parts: [{ url: 'https://nitric.io/docs/llms/reference-nodejs.txt', title: 'Node.js Reference', description: 'Every Node.js API.', pages: 55 }],
    })
    expect(text).toContain('## More sections, one file each\n\n- [Node.js Reference](https://nitric.io/docs/llms/reference-nodejs.txt): 55 pages. Every Node.js API.\n')
  })

  it('refuses a section that names a route with no page', () => {
    expect(() =>
      llmsTxt({ title: 'T', summary: 'S', sections: [{ title: 'X', routes: ['/gone'] }], page: (route) => pages[route], url: (route) => route }),
    ).toThrow('/gone')
  })
})
