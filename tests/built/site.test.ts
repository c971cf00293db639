import { describe, expect, it } from 'vitest'
import { markdownPath } from '@/lib/markdown/urls'
import { checkLinks, checkSearchRecords, checkSectionRecords, checkUniqueIds } from '../../checks/site/links'
import { checkLlmsFiles, checkMarkdownTwins, llmsTxtLinks } from '../../checks/site/markdown'
import { readServed } from '../../checks/site/next-build'
import { resolvePath } from '../../checks/site/served'
import { checkSitemap } from '../../checks/site/sitemap'
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

describe('search records', () => {
  const records = JSON.parse(served(`${site.basePath}/search/records.json`)) as Array<{ url: string; type?: string }>

  it('each leads to a page and section that exist, and every page has records', () => {
    const { pages, problems } = checkSearchRecords(records, site)
    expect(problems).toEqual([])
    expect([...pages].sort()).toEqual(contentPaths)
    expect(records.length).toBeGreaterThan(contentPaths.length)
  })

  it('every page has one h1, its title, and a record for each section heading of its content', () => {
    const pages = CONTENT_PAGES.map((page) => ({ path: page.path, html: site.pages.get(page.path) ?? '' }))
    expect(checkSectionRecords(pages, records)).toEqual([])
    expect(records.filter((record) => record.type !== 'content' && record.url.includes('#')).length).toBeGreaterThan(contentPaths.length)
  })
})

describe('Markdown versions', () => {
  const twins = CONTENT_PAGES.map((page) => ({ markdownPath: markdownPath(page.route, site.basePath), title: page.frontmatter.title }))

  it('every page has one at its address with .md appended, opening with its title and free of MDX', () => {
    expect(twins).toHaveLength(contentPaths.length)
    expect(checkMarkdownTwins(twins, (path) => readServed(site, path))).toEqual([])
  })

  it('llms.txt and the part files it links link to the Markdown of every page exactly once, each file a size agents read whole', () => {
    const expected = twins.map((twin) => twin.markdownPath)
    const read = (path: string) => (resolvePath(path, site).kind === 'file' ? readServed(site, path) : undefined)
    expect(checkLlmsFiles(`${site.basePath}/llms.txt`, expected, read)).toEqual([])
    expect(llmsTxtLinks(served(`${site.basePath}/llms.txt`)).filter((path) => path.endsWith('.txt')).length).toBeGreaterThan(8)
  })

  it('every page points an agent to its Markdown and to llms.txt, at the top of the HTML and of the Markdown', () => {
    const origin = readSiteConfig().baseUrl
    const llms = `${origin}${site.basePath}/llms.txt`
    const missing = CONTENT_PAGES.filter((page) => {
      const html = site.pages.get(page.path) ?? ''
      const pointer = /<p class="sr-only" aria-hidden="true" data-agent-pointer="">([^<]*)<\/p>/.exec(html)
      const markdownUrl = `${origin}${markdownPath(page.route, site.basePath)}`
      const twin = served(markdownPath(page.route, site.basePath)).split('\n')[2] ?? ''
      return !pointer?.[1]?.includes(markdownUrl) || !pointer[1].includes(llms) || html.indexOf(pointer[0]) > html.indexOf('<h1') || !twin.includes(`<${llms}>`)
    })
    expect(missing.map((page) => page.path)).toEqual([])
  })

  it('llms-full.txt holds every page’s Markdown, in the order llms.txt lists them', () => {
    const full = served(`${site.basePath}/llms-full.txt`)
    const missing = twins.filter((twin) => !full.includes(served(twin.markdownPath)))
    expect(missing.map((twin) => twin.markdownPath)).toEqual([])
    expect(full.indexOf(served(markdownPath('/apis', site.basePath)))).toBeLessThan(full.indexOf(served(markdownPath('/reference/nodejs', site.basePath))))
  })
})

it("every page's main content comes before the sidebar's links in the HTML, for programs that read the source in order", () => {
  const late = CONTENT_PAGES.filter((page) => {
    const html = site.pages.get(page.path) ?? ''
    const main = html.indexOf('<main')
    return main === -1 || main > html.indexOf('<aside id="sidebar"')
  })
  expect(late.map((page) => page.path)).toEqual([])
})

it('every checked code block names the release it was checked against, on the page and in its Markdown alike', () => {
  // The HTML holds each code group's selected panel only (the others render when chosen): its labels must be among
  // the Markdown's.
  let labelled = 0
  const mismatched = CONTENT_PAGES.flatMap((page) => {
    const onPage = [...(site.pages.get(page.path) ?? '').matchAll(/<p class="code-checked">Checked against <!-- -->([^<]+)<\/p>/g)].map((match) => match[1])
    const inMarkdown = [...served(markdownPath(page.route, site.basePath)).matchAll(/_Checked against (.+?)_$/gm)].map((match) => match[1])
    if (onPage.length > 0) labelled++
    return onPage.some((label) => !inMarkdown.includes(label)) ? [`${page.path}: page ${onPage.join(', ')}; Markdown ${inMarkdown.join(', ')}`] : []
  })
  expect(mismatched).toEqual([])
  expect(labelled).toBeGreaterThan(CONTENT_PAGES.length / 2)
  const apis = served(markdownPath('/apis', site.basePath))
  for (const release of ['@nitric/sdk 1.2.2', 'nitric 1.2.4', 'github.com/nitrictech/go-sdk 1.1.1', 'nitric_sdk 1.5.0']) {
    expect(apis).toContain(`_Checked against ${release}_`)
  }
  expect(site.pages.get(`${site.basePath}/reference/nodejs/v0/api/api-get`)).toContain('Checked against <!-- -->@nitric/sdk 0.15.0')
})

it('the sitemap lists every page once, with its absolute URL and a last-modified date', () => {
  const origin = readSiteConfig().baseUrl
  expect(checkSitemap(served(`${site.basePath}/sitemap.xml`), contentPaths.map((path) => `${origin}${path}`))).toEqual([])
})
