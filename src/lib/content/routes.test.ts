import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadPages } from './pages'
import { routeForFile, routeForSlug, slugForRoute } from './routes'

describe('routes', () => {
  it('maps files to routes, index files to their folder', () => {
    expect(routeForFile('index.mdx')).toBe('/')
    expect(routeForFile('apis.mdx')).toBe('/apis')
    expect(routeForFile('reference/nodejs/index.mdx')).toBe('/reference/nodejs')
    expect(routeForFile('reference/nodejs/api/api-get.mdx')).toBe('/reference/nodejs/api/api-get')
  })

  it('round-trips slugs', () => {
    expect(slugForRoute('/')).toEqual([])
    expect(routeForSlug(slugForRoute('/concepts/introduction'))).toBe('/concepts/introduction')
    expect(routeForSlug(undefined)).toBe('/')
  })
})

describe('loadPages', () => {
  function project(files: Record<string, string>): string {
    const root = mkdtempSync(path.join(tmpdir(), 'content-'))
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, 'content', name)), { recursive: true })
      writeFileSync(path.join(root, 'content', name), text)
    }
    return root
  }

  it('lists every page with its source file', () => {
    const root = project({ 'index.mdx': '---\ntitle: Home\n---\n', 'guides/index.mdx': '---\ntitle: Guides\n---\n' })
    expect(loadPages(root).map((page) => [page.route, page.file])).toEqual([
      ['/guides', 'content/guides/index.mdx'],
      ['/', 'content/index.mdx'],
    ])
  })

  it('refuses two files for one route', () => {
    const root = project({ 'apis.mdx': '---\ntitle: A\n---\n', 'apis/index.mdx': '---\ntitle: B\n---\n' })
    expect(() => loadPages(root)).toThrow(/^content\/apis\.mdx:1:1: serves \/apis, which content\/apis\/index\.mdx serves already/)
  })
})
