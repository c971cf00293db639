import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadRedirectTable } from './redirects'

function table(data: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'redirects-'))
  writeFileSync(path.join(dir, '_redirects.json'), typeof data === 'string' ? data : JSON.stringify(data))
  return dir
}

const sources = { old: 'the old site' }

describe('the redirect table', () => {
  it('is empty when the content folder has none', () => {
    expect(loadRedirectTable(mkdtempSync(path.join(tmpdir(), 'redirects-')), 'content')).toEqual([])
  })

  it('reads routes, patterns and heading targets', () => {
    const redirects = [
      { from: '/get-started/quickstart', to: '/getting-started/quickstart', source: 'old' },
      { from: '/guides/getting-started/:lang/:slug*', to: '/guides/:lang/:slug*', source: 'old' },
      { from: '/providers/pulumi/aws/imports', to: '/reference/providers/aws#imports', source: 'old' },
    ]
    expect(loadRedirectTable(table({ sources, redirects }), 'content')).toEqual(redirects)
  })

  it('names the file and the entry when an entry is wrong', () => {
    const entry = (from: string, to: string, source = 'old') => table({ sources, redirects: [{ from, to, source }] })
    expect(() => loadRedirectTable(entry('/a', '/b', 'new'), 'content')).toThrow(
      /^content\/_redirects\.json:1:1: redirect from \/a: source 'new' is not one of: old$/,
    )
    expect(() => loadRedirectTable(entry('/a/:slug*', '/b'), 'content')).toThrow(/redirect from \/a\/:slug\*: names parameters \[slug\] but goes to \[\]/)
    expect(() => loadRedirectTable(entry('a/b', '/b'), 'content')).toThrow(/redirects\.0\.from: must be a route/)
    expect(() => loadRedirectTable(entry('/a?x=1', '/b'), 'content')).toThrow(/must be a route/)
  })

  it('refuses an address listed twice', () => {
    const redirects = [
      { from: '/a', to: '/b', source: 'old' },
      { from: '/a', to: '/c', source: 'old' },
    ]
    expect(() => loadRedirectTable(table({ sources, redirects }), 'content')).toThrow(/redirect from \/a: listed twice/)
  })

  it('refuses a file that is not JSON', () => {
    expect(() => loadRedirectTable(table('{'), 'content')).toThrow(/^content\/_redirects\.json:1:1: invalid JSON/)
  })
})
