import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readBuiltSite, readServed } from './next-build'

let root: string

function write(relative: string, content: string) {
  const file = path.join(root, relative)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

function manifest(rewrites: unknown = { beforeFiles: [], afterFiles: [{ source: '/docs/:path*.md', destination: '/docs/markdown/:path*.md', regex: '^/docs(?:/(.+))?\\.md$' }], fallback: [] }) {
  write('.next/routes-manifest.json', JSON.stringify({ basePath: '/docs', caseSensitive: false, redirects: [{ source: '/docs/old', destination: '/docs/apis', statusCode: 308, regex: '^/docs/old$' }], rewrites }))
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'built-site-'))
  write('.next/server/app/index.html', '<h1>Home</h1>')
  write('.next/server/app/apis.html', '<h1>APIs</h1>')
  write('.next/server/app/reference/nodejs.html', '<h1>Node.js</h1>')
  write('.next/server/app/reference/nodejs.rsc', 'payload')
  write('.next/server/app/_not-found.html', '<h1>Page not found</h1>')
  write('.next/server/app/_global-error.html', '<h1>Error</h1>')
  write('.next/server/app/sitemap.xml.body', '<urlset/>')
  write('public/markdown/apis.md', '# APIs\n')
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('readBuiltSite', () => {
  it('serves prerendered pages at their routes, metadata routes and public files, and keeps the 404 page apart', () => {
    manifest()
    const site = readBuiltSite(root)
    expect([...site.pages.keys()].sort()).toEqual(['/docs', '/docs/apis', '/docs/reference/nodejs'])
    expect(site.notFoundHtml).toBe('<h1>Page not found</h1>')
    expect(readServed(site, '/docs/sitemap.xml')).toBe('<urlset/>')
    expect(readServed(site, '/docs/markdown/apis.md')).toBe('# APIs\n')
    expect(readServed(site, '/docs/apis.md')).toBe('# APIs\n')
    expect(readServed(site, '/docs/apis')).toBe('<h1>APIs</h1>')
    expect(readServed(site, '/docs/old')).toBeUndefined()
    expect(readServed(site, '/docs/reference/nodejs.rsc')).toBeUndefined()
  })

  it('refuses rewrites it cannot order, and a build without its 404 page', () => {
    manifest({ beforeFiles: [{ source: '/a', destination: '/b', regex: '^/a$' }], afterFiles: [], fallback: [] })
    expect(() => readBuiltSite(root)).toThrow(/beforeFiles/)
    manifest()
    rmSync(path.join(root, '.next/server/app/_not-found.html'))
    expect(() => readBuiltSite(root)).toThrow(/_not-found\.html/)
  })
})
