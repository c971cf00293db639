import { describe, expect, it } from 'vitest'
import { checkSitemap, sitemapUrls } from './sitemap'

const sitemap = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
const url = (loc: string, lastmod?: string) => `<url>\n<loc>${loc}</loc>\n${lastmod ? `<lastmod>${lastmod}</lastmod>\n` : ''}</url>`

describe('sitemapUrls', () => {
  it('reads each entry', () => {
    expect(sitemapUrls(sitemap([url('https://nitric.io/docs', '2026-01-01T00:00:00+00:00'), url('https://nitric.io/docs/apis')]))).toEqual([
      { loc: 'https://nitric.io/docs', lastmod: '2026-01-01T00:00:00+00:00' },
      { loc: 'https://nitric.io/docs/apis' },
    ])
  })
})

describe('checkSitemap', () => {
  const date = '2026-01-01T00:00:00+00:00'

  it('accepts exactly the expected pages, in any order, each dated', () => {
    expect(checkSitemap(sitemap([url('https://nitric.io/docs/apis', date), url('https://nitric.io/docs', date)]), ['https://nitric.io/docs', 'https://nitric.io/docs/apis'])).toEqual([])
  })

  it('reports pages missing, extra, repeated or undated', () => {
    const xml = sitemap([url('https://nitric.io/docs', date), url('https://nitric.io/docs', date), url('https://nitric.io/docs/old', date), url('https://nitric.io/docs/sql')])
    expect(checkSitemap(xml, ['https://nitric.io/docs', 'https://nitric.io/docs/apis', 'https://nitric.io/docs/sql'])).toEqual([
      'https://nitric.io/docs/apis: missing',
      'https://nitric.io/docs: listed 2 times',
      'https://nitric.io/docs/old: listed but not a page',
      'https://nitric.io/docs/sql: no lastmod',
    ])
  })
})
