import { describe, expect, it } from 'vitest'
import { pageFeatures, routesOfChangedFiles, uncoveredFeatures } from './browser-axe-pages'

const mdx = (frontmatter: string, body: string) => `---\ntitle: T\n${frontmatter}---\n\n${body}\n`

describe('pageFeatures', () => {
  it('names components with their attributes, code options, headings, Markdown elements and frontmatter fields', () => {
    const source = mdx(
      "introduced_in: '1.3.0'\n",
      [
        '## Create {{ tag: "POST" }}',
        '',
        '<Properties>',
        '  <Property name="x" type="string" required>',
        '    <Properties nested><Property name="y" type="number">Y</Property></Properties>',
        '  </Property>',
        '</Properties>',
        '',
        '```ts tool="AWS CDK" title="Stack"',
        'const a = 1',
        '```',
        '',
        '| a |',
        '| - |',
        '| 1 |',
        '',
        '1. *one*',
      ].join('\n'),
    )
    expect([...pageFeatures('/apis', source, 'content/apis.mdx')].sort()).toEqual(
      [
        '<Properties>',
        '<Properties nested>',
        '<Property>',
        '<Property name>',
        '<Property required>',
        '<Property type>',
        'code fence',
        'code fence title=',
        'code fence tool=',
        'emphasis',
        'frontmatter introduced_in',
        'frontmatter title',
        'h2',
        'h2 tag',
        'numbered list',
        'sidebar: section',
        'table',
      ].sort(),
    )
  })

  it('tells the home page, main-menu pages, reference pages and older versions apart', () => {
    expect(pageFeatures('/', mdx('', 'Hi'), 'content/index.mdx')).toEqual(new Set(['frontmatter title', 'home page', 'sidebar: main']))
    expect(pageFeatures('/reference/nodejs/v0/api/api-get', mdx('', 'Hi'), 'x.mdx')).toEqual(new Set(['frontmatter title', 'sidebar: section', 'version selector', 'notice: older-version']))
  })
})

describe('uncoveredFeatures', () => {
  const features = new Map([
    ['/a', new Set(['table', '<Note>'])],
    ['/b', new Set(['table', '<OSTabs>'])],
    ['/c', new Set(['<OSTabs>'])],
  ])

  it('is empty when the chosen pages show everything', () => {
    expect(uncoveredFeatures(features, ['/a', '/c'])).toEqual(new Map())
  })

  it('names each feature left out and the pages that have it', () => {
    expect(uncoveredFeatures(features, ['/a'])).toEqual(new Map([['<OSTabs>', ['/b', '/c']]]))
  })
})

describe('routesOfChangedFiles', () => {
  it('keeps content pages that still exist, as routes', () => {
    const routes = new Set(['/', '/apis', '/reference/nodejs'])
    expect(routesOfChangedFiles(['content/apis.mdx', 'content/reference/nodejs/index.mdx', 'content/index.mdx', 'content/gone.mdx', 'src/app/layout.tsx', 'content/images/x.png'], routes)).toEqual([
      '/',
      '/apis',
      '/reference/nodejs',
    ])
  })
})
