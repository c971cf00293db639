import { describe, expect, it } from 'vitest'
import { COVERED_RULES, RENDERING_RULES, SIDEBAR_SELECTOR, sidebarExclusions, staticAxe } from './static-axe'

const document = (head: string, body: string, lang = 'en') =>
  `<!DOCTYPE html><html${lang ? ` lang="${lang}"` : ''}><head>${head}</head><body><header><a href="#main">Skip</a></header><main id="main">${body}</main><footer>Footer</footer></body></html>`

const CLEAN = document(
  '<title>APIs - Nitric</title>',
  '<h1>APIs</h1><h2 id="routes">Routes</h2><p>Text with <a href="/docs/apis#routes">a link</a>.</p><ul><li>One</li></ul><img src="a.png" alt="A diagram"><button type="button">Copy</button><table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>api</td></tr></tbody></table>',
)

describe('staticAxe', () => {
  it('passes a sound page, running the non-visual rules and none that need rendering', async () => {
    const result = await staticAxe(CLEAN, 'http://localhost/docs/apis')
    expect(result.violations).toEqual([])
    expect(result.errors).toEqual([])
    expect(result.rules).toEqual(expect.arrayContaining(['document-title', 'html-has-lang', 'heading-order', 'empty-heading', 'link-name', 'image-alt', 'button-name', 'list', 'listitem', 'th-has-data-cells', 'landmark-one-main', 'region', 'aria-valid-attr-value']))
    expect(result.rules.filter((rule) => rule in RENDERING_RULES || rule in COVERED_RULES)).toEqual([])
  })

  it('finds what a reader of a screen reader would trip over', async () => {
    const broken = document(
      '',
      '<h1>APIs</h1><h3>Skipped a level</h3><h2></h2><a href="/docs/x"></a><img src="a.png"><button type="button"></button><ul><div>Not an item</div></ul><label id="l">One</label><label id="l">Two</label><input aria-labelledby="l"><div role="tab">Tab</div><button type="button" aria-expanded="maybe">x</button>',
      '',
    )
    const { violations, errors } = await staticAxe(broken, 'http://localhost/docs/apis')
    expect(errors).toEqual([])
    expect(violations.map((violation) => violation.rule).sort()).toEqual([
      'aria-required-parent',
      'aria-valid-attr-value',
      'button-name',
      'document-title',
      'empty-heading',
      'heading-order',
      'html-has-lang',
      'image-alt',
      'link-name',
      'list',
    ])
    expect(violations.find((violation) => violation.rule === 'image-alt')?.targets).toEqual(['img'])
  })
})

describe('the sidebar, checked once per sidebar', () => {
  const withSidebar = (link: string) =>
    document('<title>APIs - Nitric</title>', `<aside id="sidebar"><nav aria-label="Docs"><ul><li>${link}</li></ul></nav></aside><h1>APIs</h1>`)

  it('is checked whole on the first page of each sidebar and left out of the others', () => {
    const plan = sidebarExclusions([
      { path: '/docs/reference/nodejs', sidebar: 'reference/nodejs' },
      { path: '/docs/reference/nodejs/api', sidebar: 'reference/nodejs' },
      { path: '/docs/apis', sidebar: 'docs' },
      { path: '/docs/not-found', sidebar: undefined },
      { path: '/docs/reference/nodejs/v0', sidebar: 'reference/nodejs/v0' },
    ])
    expect(Object.fromEntries(plan)).toEqual({
      '/docs/reference/nodejs': [],
      '/docs/reference/nodejs/api': [SIDEBAR_SELECTOR],
      '/docs/apis': [],
      '/docs/not-found': [],
      '/docs/reference/nodejs/v0': [],
    })
  })

  it('still finds what the rest of the page gets wrong, and the whole page rules, when the sidebar is left out', async () => {
    const broken = withSidebar('<a href="/docs/x"></a>').replace('<title>APIs - Nitric</title>', '').replace('<h1>APIs</h1>', '<h1>APIs</h1><img src="a.png">')
    expect((await staticAxe(broken, 'http://localhost/docs/apis')).violations.map((violation) => violation.rule).sort()).toEqual(['document-title', 'image-alt', 'link-name'])
    const without = await staticAxe(broken, 'http://localhost/docs/apis', [SIDEBAR_SELECTOR])
    expect(without.violations.map((violation) => violation.rule).sort()).toEqual(['document-title', 'image-alt'])
    expect(without.rules).toEqual((await staticAxe(broken, 'http://localhost/docs/apis')).rules)
  })
})
