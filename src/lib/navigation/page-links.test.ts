import { describe, expect, it } from 'vitest'
import { isPlainClick, pageHref, routerPath } from './page-links'

describe('pageHref', () => {
  it('puts the base path before a route, keeping its query and fragment', () => {
    expect(pageHref('/apis')).toBe('/docs/apis')
    expect(pageHref('/')).toBe('/docs')
    expect(pageHref('/#libraries')).toBe('/docs#libraries')
    expect(pageHref('/reference/nodejs/api/api?tab=1#get')).toBe('/docs/reference/nodejs/api/api?tab=1#get')
  })

  it('leaves other addresses alone', () => {
    expect(pageHref('https://github.com/nitrictech/nitric')).toBe('https://github.com/nitrictech/nitric')
    expect(pageHref('#parameters')).toBe('#parameters')
    expect(pageHref('mailto:team@nitric.io')).toBe('mailto:team@nitric.io')
  })
})

describe('isPlainClick', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }

  it('is a primary click with no modifier that nothing else has handled', () => {
    expect(isPlainClick(plain)).toBe(true)
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false)
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, shiftKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, altKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false)
  })
})

describe('routerPath', () => {
  const current = { origin: 'https://nitric.io', pathname: '/docs/apis', search: '' }
  const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: '', download: false, ...extra })

  it("gives the router its path for the site's pages, without the base path", () => {
    expect(routerPath(link('https://nitric.io/docs/storage'), current)).toBe('/storage')
    expect(routerPath(link('https://nitric.io/docs'), current)).toBe('/')
    expect(routerPath(link('https://nitric.io/docs/guides?language=python'), current)).toBe('/guides?language=python')
    expect(routerPath(link('https://nitric.io/docs/storage#buckets'), current)).toBe('/storage#buckets')
  })

  it('leaves a fragment of the page being read to the browser', () => {
    expect(routerPath(link('https://nitric.io/docs/apis#routing'), current)).toBeUndefined()
  })

  it('leaves other sites, other tabs and downloads to the browser', () => {
    expect(routerPath(link('https://github.com/nitrictech/nitric'), current)).toBeUndefined()
    expect(routerPath(link('https://nitric.io/blog'), current)).toBeUndefined()
    expect(routerPath(link('https://nitric.io/docsearch'), current)).toBeUndefined()
    expect(routerPath(link('https://nitric.io/docs/storage', { target: '_blank' }), current)).toBeUndefined()
    expect(routerPath(link('https://nitric.io/docs/storage', { target: '_self' }), current)).toBe('/storage')
    expect(routerPath(link('https://nitric.io/docs/storage', { download: true }), current)).toBeUndefined()
  })

  it('leaves files and endpoints to the browser', () => {
    expect(routerPath(link('https://nitric.io/docs/apis.md'), current)).toBeUndefined()
    expect(routerPath(link('https://nitric.io/docs/llms.txt'), current)).toBeUndefined()
    expect(routerPath(link('https://nitric.io/docs/sitemap.xml'), current)).toBeUndefined()
    expect(routerPath(link('https://nitric.io/docs/api/og?title=x'), current)).toBeUndefined()
    expect(routerPath(link('https://nitric.io/docs/_next/static/chunks/a.js'), current)).toBeUndefined()
  })
})
