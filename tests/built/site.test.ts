import { describe, expect, it } from 'vitest'
import { markdownPath } from '@/lib/markdown/urls'
import { checkLinks, checkSearchRecords, checkUniqueIds } from '@/lib/site-check/links'
import { checkLlmsTxt, checkMarkdownTwins, llmsTxtLinks } from '@/lib/site-check/markdown'
import { readServed } from '@/lib/site-check/next-build'
import { resolvePath } from '@/lib/site-check/served'
import { checkSitemap } from '@/lib/site-check/sitemap'
import { readSiteConfig } from '@/lib/site/config'
import { CONTENT_PAGES, PAGES_TO_CHECK, site } from './site'

const contentPaths = CONTENT_PAGES.map((page) => page.path).sort()

function served(path: string): string {
  const text = readServed(site, path)
  if (text === undefined) throw new Error(`the build serves nothing at ${path}`)
  return text
}

it('the build holds a page for every content page, and no other', () => {
  expect(contentPaths.length).toBeGreaterThan(0)
  expect([...site.pages.keys()].sort()).toEqual(contentPaths)
})

it('no internal link or anchor is broken, and none redirects or leaves the base path', () => {
  const { checked, problems } = checkLinks(PAGES_TO_CHECK, site, site.basePath)
  expect(problems).toEqual([])
  expect(checked.toSorted()).toEqual([...contentPaths, PAGES_TO_CHECK.at(-1)?.path].sort())
})

it('no page uses an id twice, so every anchor has one target', () => {
  expect(checkUniqueIds(PAGES_TO_CHECK)).toEqual([])
})

it('every search record leads to a page and section that exist, and every page has records', () => {
  const records = JSON.parse(served(`${site.basePath}/search/records.json`)) as Array<{ url: string }>
  const { pages, problems } = checkSearchRecords(records, site)
  expect(problems).toEqual([])
  expect([...pages].sort()).toEqual(contentPaths)
  expect(records.length).toBeGreaterThan(contentPaths.length)
})

describe('Markdown versions', () => {
  const twins = CONTENT_PAGES.map((page) => ({ markdownPath: markdownPath(page.route, site.basePath), title: page.frontmatter.title }))

  it('every page has one at its address with .md appended, opening with its title and free of MDX', () => {
    expect(twins).toHaveLength(contentPaths.length)
    expect(checkMarkdownTwins(twins, (path) => readServed(site, path))).toEqual([])
  })

  it('llms.txt links to the Markdown of every page exactly once', () => {
    const text = served(`${site.basePath}/llms.txt`)
    const expected = twins.map((twin) => twin.markdownPath)
    expect(checkLlmsTxt(text, expected, (path) => resolvePath(path, site).kind === 'file')).toEqual([])
    expect(llmsTxtLinks(text)).toHaveLength(contentPaths.length)
  })
})

it('the sitemap lists every page once, with its absolute URL and a last-modified date', () => {
  const origin = readSiteConfig().baseUrl
  expect(checkSitemap(served(`${site.basePath}/sitemap.xml`), contentPaths.map((path) => `${origin}${path}`))).toEqual([])
})
