import { describe, expect, it } from 'vitest'
import { checkLinks, checkSearchRecords, checkSectionRecords, checkUniqueIds, readAnchors } from './links'
import type { ServedFiles } from './served'

const page = (ids: string[], hrefs: string[]) => `<main>${ids.map((id) => `<h2 id="${id}">${id}</h2>`).join('')}${hrefs.map((href) => `<a href="${href}">link</a>`).join('')}</main>`

const site: ServedFiles = {
  pages: new Map([
    ['/docs', page(['start'], [])],
    ['/docs/apis', page(['routes', 'a b'], [])],
  ]),
  files: new Map([['/docs/apis.md', '/build/apis.md']]),
  redirects: [{ source: '/docs/old', destination: '/docs/apis', statusCode: 308, regex: '^/docs/old$' }],
  rewrites: [],
  caseSensitive: false,
}

describe('readAnchors', () => {
  it('lists ids and hrefs', () => {
    expect(readAnchors('<p id="x"><a href="/docs">a</a><a>no href</a></p>')).toEqual({ ids: new Set(['x']), links: ['/docs'] })
  })
})

describe('checkLinks', () => {
  const check = (hrefs: string[], path = '/docs') => checkLinks([{ path, html: page(['here'], hrefs) }], site, '/docs')

  it('accepts links to pages, their sections, files, the same page and other sites', () => {
    const result = check(['/docs/apis', '/docs/apis#routes', '/docs/apis#a%20b', 'apis?x=1', '#here', '/docs/apis.md', 'https://nitric.io/blog', 'mailto:hi@nitric.io'], '/docs/x')
    expect(result).toEqual({ checked: ['/docs/x'], problems: [] })
  })

  it('reports missing pages, missing anchors, redirects and links out of the base path', () => {
    expect(check(['/docs/gone', '/docs/apis#nowhere', '#nowhere', '/docs/old', '/blog', '/docsx', '/docs/apis.md#routes']).problems).toEqual([
      '/docs: /docs/gone answers 404',
      '/docs: /docs/apis#nowhere has no such anchor',
      '/docs: #nowhere has no such anchor',
      '/docs: /docs/old redirects (308 to /docs/apis)',
      '/docs: /blog leaves the /docs base path',
      '/docs: /docsx leaves the /docs base path',
      '/docs: /docs/apis.md#routes has no such anchor',
    ])
  })

  it('resolves relative links against the page', () => {
    expect(check(['apis'], '/docs/').problems).toEqual([])
    expect(check(['apis'], '/docs').problems).toEqual(['/docs: apis leaves the /docs base path'])
  })
})

describe('checkSearchRecords', () => {
  it('accepts records that lead to pages and their sections, and lists those pages', () => {
    expect(checkSearchRecords([{ url: '/docs/apis' }, { url: '/docs/apis#routes' }, { url: '/docs#start' }], site)).toEqual({ pages: new Set(['/docs/apis', '/docs']), problems: [] })
  })

  it('reports records that lead nowhere, to a redirect, to a file or to a missing section', () => {
    expect(checkSearchRecords([{ url: '/docs/gone' }, { url: '/docs/old' }, { url: '/docs/apis.md' }, { url: '/docs/apis#nowhere' }], site).problems).toEqual([
      '/docs/gone: answers 404',
      '/docs/old: redirects (308 to /docs/apis)',
      '/docs/apis.md: is a file, not a page',
      '/docs/apis#nowhere: no such anchor',
    ])
  })
})

describe('checkUniqueIds', () => {
  it('reports each id used more than once on a page', () => {
    expect(checkUniqueIds([{ path: '/docs', html: '<h2 id="a">A</h2><p id="b"></p><h3 id="a">A</h3><span id="a"></span>' }, { path: '/docs/apis', html: page(['a', 'b'], []) }])).toEqual([
      '/docs: id "a" appears 3 times',
    ])
  })
})

describe('checkSectionRecords', () => {
  const html = (body: string) => `<header><h2 id="menu">Menu</h2></header><main><h1>Title</h1>${body}</main>`
  const records = [
    { url: '/docs/apis', type: 'lvl1' },
    { url: '/docs/apis#routes', type: 'lvl2' },
    { url: '/docs/apis#a%20b', type: 'lvl3' },
    { url: '/docs/apis#routes', type: 'content' },
  ]

  it('accepts a page whose content headings each have a record, whatever lies outside its main content', () => {
    expect(checkSectionRecords([{ path: '/docs/apis', html: html('<h2 id="routes">R</h2><h3 id="a b">A</h3>') }], records)).toEqual([])
  })

  it('reports a heading search cannot find, a record of a heading that is gone, and a page without one h1', () => {
    expect(checkSectionRecords([{ path: '/docs/apis', html: html('<h2 id="routes">R</h2><h4 id="limits">L</h4>') }], records)).toEqual([
      '/docs/apis: section headings limits, routes but search records point at a b, routes',
    ])
    expect(checkSectionRecords([{ path: '/docs/apis', html: `<h1>Extra</h1>${html('<h2 id="routes">R</h2><h3 id="a b">A</h3>')}` }], records)).toEqual([
      '/docs/apis: 2 h1 elements; the layout renders the title as the only one',
    ])
  })
})
