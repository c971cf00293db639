import { describe, expect, it } from 'vitest'
import { resolvePath, type ServedFiles } from './served'

// Routes as Next.js compiles next.config.ts's redirects and rewrites into .next/routes-manifest.json.
const site: ServedFiles = {
  pages: new Map([
    ['/docs', '<h1>Home</h1>'],
    ['/docs/apis', '<h1>APIs</h1>'],
  ]),
  files: new Map([
    ['/docs/markdown/apis.md', '/build/public/markdown/apis.md'],
    ['/docs/sitemap.xml', '/build/.next/server/app/sitemap.xml.body'],
  ]),
  redirects: [
    { source: '/:path+/', destination: '/:path+', statusCode: 308, regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$' },
    {
      source: '/docs/reference/nodejs/v1/:path*',
      destination: '/docs/reference/nodejs/:path*',
      statusCode: 308,
      regex: '^(?!/docs/_next)/docs/reference/nodejs/v1(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
    },
    { source: '/docs/apis', destination: '/docs/http', statusCode: 307, regex: '^/docs/apis-old(?:/)?$' },
  ],
  rewrites: [{ source: '/docs/:path*.md', destination: '/docs/markdown/:path*.md', regex: '^/docs(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?\\.md(?:/)?$' }],
  caseSensitive: false,
}

describe('resolvePath', () => {
  it('answers prerendered pages and files', () => {
    expect(resolvePath('/docs/apis', site)).toEqual({ kind: 'page', path: '/docs/apis', html: '<h1>APIs</h1>' })
    expect(resolvePath('/docs/sitemap.xml', site)).toEqual({ kind: 'file', path: '/docs/sitemap.xml', file: '/build/.next/server/app/sitemap.xml.body' })
  })

  it('redirects before looking for a page, filling in parameters', () => {
    expect(resolvePath('/docs/reference/nodejs/v1/api/api-get', site)).toEqual({ kind: 'redirect', status: 308, location: '/docs/reference/nodejs/api/api-get' })
    expect(resolvePath('/docs/apis/', site)).toEqual({ kind: 'redirect', status: 308, location: '/docs/apis' })
    expect(resolvePath('/docs/reference/nodejs/v1', site)).toEqual({ kind: 'redirect', status: 308, location: '/docs/reference/nodejs' })
  })

  it('matches redirects regardless of case unless routes are case-sensitive', () => {
    expect(resolvePath('/docs/APIS-OLD', site)).toMatchObject({ kind: 'redirect', location: '/docs/http' })
    expect(resolvePath('/docs/APIS-OLD', { ...site, caseSensitive: true })).toEqual({ kind: 'not-found' })
  })

  it('rewrites after the file system, to a file that must exist', () => {
    expect(resolvePath('/docs/apis.md', site)).toEqual({ kind: 'file', path: '/docs/markdown/apis.md', file: '/build/public/markdown/apis.md' })
    expect(resolvePath('/docs/http.md', site)).toEqual({ kind: 'not-found' })
  })

  it('answers 404 for anything else', () => {
    expect(resolvePath('/docs/no-such-page', site)).toEqual({ kind: 'not-found' })
  })
})
