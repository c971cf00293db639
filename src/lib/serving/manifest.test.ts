import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheControl, contentType, IMMUTABLE, REVALIDATE, servedFiles, worthCompressing } from './manifest'

describe('contentType', () => {
  it('names Markdown, pages, data and assets as the browser needs them', () => {
    expect(contentType('public/markdown/apis.md')).toBe('text/markdown; charset=utf-8')
    expect(contentType('.next/server/app/apis.html')).toBe('text/html; charset=utf-8')
    expect(contentType('public/search/records.json')).toBe('application/json; charset=utf-8')
    expect(contentType('.next/static/chunks/a.js')).toBe('application/javascript; charset=utf-8')
    expect(contentType('.next/static/media/logo.SVG')).toBe('image/svg+xml')
    expect(contentType('public/unknown.bin')).toBe('application/octet-stream')
  })
})

describe('worthCompressing', () => {
  it('compresses text above the size where it pays, never images or fonts', () => {
    expect(worthCompressing('a.html', 50_000)).toBe(true)
    expect(worthCompressing('a.svg', 5_000)).toBe(true)
    expect(worthCompressing('a.css', 200)).toBe(false)
    expect(worthCompressing('a.png', 50_000)).toBe(false)
    expect(worthCompressing('a.woff2', 50_000)).toBe(false)
  })
})

describe('cacheControl', () => {
  it('keeps hashed assets for good and has everything else checked back', () => {
    expect(cacheControl('/docs/_next/static/chunks/a.js', '/docs')).toBe(IMMUTABLE)
    expect(cacheControl('/docs/apis', '/docs')).toBe(REVALIDATE)
    expect(cacheControl('/docs/search/records.json', '/docs')).toBe(REVALIDATE)
  })
})

describe('servedFiles', () => {
  let root: string
  const write = (relative: string, content = 'x') => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
    writeFileSync(path.join(root, relative), content)
  }
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'served-files-'))
    for (const page of ['index', 'apis', 'reference/nodejs/api/api', 'old/page', '_not-found', '_global-error']) write(`.next/server/app/${page}.html`)
    write('.next/server/app/apis.rsc')
    write('.next/server/app/sitemap.xml.body')
    write('public/markdown/index.md')
    write('public/markdown/apis.md')
    write('public/markdown/llms.txt')
    write('public/markdown/llms/reference-nodejs.txt')
    write('public/search/records.json')
    write('public/apis.md', 'a public file wins over the rewrite')
    write('.next/static/chunks/app/[[...slug]]/page-1.js')
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('maps every page, public file, Markdown twin and asset to its address, leaving redirected paths to Next.js', () => {
    const served = servedFiles(root, '/docs', [/^\/docs\/old(?:\/.*)?$/i])
    expect(Object.fromEntries(served)).toEqual({
      '/docs': '.next/server/app/index.html',
      '/docs/apis': '.next/server/app/apis.html',
      '/docs/reference/nodejs/api/api': '.next/server/app/reference/nodejs/api/api.html',
      '/docs/apis.md': 'public/apis.md',
      '/docs/markdown/apis.md': 'public/markdown/apis.md',
      '/docs/markdown/index.md': 'public/markdown/index.md',
      '/docs/markdown/llms.txt': 'public/markdown/llms.txt',
      '/docs/index.md': 'public/markdown/index.md',
      '/docs/llms.txt': 'public/markdown/llms.txt',
      '/docs/markdown/llms/reference-nodejs.txt': 'public/markdown/llms/reference-nodejs.txt',
      '/docs/llms/reference-nodejs.txt': 'public/markdown/llms/reference-nodejs.txt',
      '/docs/search/records.json': 'public/search/records.json',
      '/docs/_next/static/chunks/app/[[...slug]]/page-1.js': '.next/static/chunks/app/[[...slug]]/page-1.js',
    })
  })
})
