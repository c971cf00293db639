import { describe, expect, it } from 'vitest'
import { lastModifiedFromGit, parseGitLog } from './last-modified'
import { robotsRules, sitemapEntries } from './sitemap'

describe('parseGitLog', () => {
  it('keeps the newest date of each file', () => {
    const log = '\u00002026-03-02T10:00:00+00:00\n\ncontent/apis.mdx\n\u00002026-01-01T09:00:00+00:00\n\ncontent/apis.mdx\ncontent/sql.mdx\n'
    expect(parseGitLog(log)).toEqual(
      new Map([
        ['content/apis.mdx', '2026-03-02T10:00:00+00:00'],
        ['content/sql.mdx', '2026-01-01T09:00:00+00:00'],
      ]),
    )
  })

  it('reads this repository’s history, or nothing without git', () => {
    const dates = lastModifiedFromGit('content')
    for (const date of dates.values()) expect(Number.isNaN(Date.parse(date))).toBe(false)
    expect(lastModifiedFromGit('content', '/')).toEqual(new Map())
  })
})

describe('sitemapEntries', () => {
  it('gives absolute URLs and the git date when known', () => {
    const entries = sitemapEntries(
      [
        { route: '/', file: 'content/index.mdx' },
        { route: '/apis', file: 'content/apis.mdx' },
      ],
      'https://nitric.io',
      '/docs',
      new Map([['content/apis.mdx', '2026-03-02T10:00:00+00:00']]),
    )
    expect(entries).toEqual([{ url: 'https://nitric.io/docs' }, { url: 'https://nitric.io/docs/apis', lastModified: '2026-03-02T10:00:00+00:00' }])
  })
})

describe('robotsRules', () => {
  it('closes everything unless the deployment is production', () => {
    expect(robotsRules(false, 'https://nitric.io/docs/sitemap.xml')).toEqual({ rules: { userAgent: '*', disallow: '/' } })
    expect(robotsRules(true, 'https://nitric.io/docs/sitemap.xml')).toEqual({ rules: { userAgent: '*', allow: '/' }, sitemap: 'https://nitric.io/docs/sitemap.xml' })
  })
})
