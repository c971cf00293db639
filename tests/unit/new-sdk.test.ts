import { run } from '@mdx-js/mdx'
import type { MDXComponents } from 'mdx/types'
import { createElement, type ReactNode } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mdxComponentsFor } from '@/components/mdx/components'
import { checkedLabel } from '@/lib/code/checked-release'
import { compileMdx } from '@/lib/content/compile'
import { readPageSource } from '@/lib/content/pages'
import { siteMarkdownFiles } from '@/lib/markdown/site-markdown'
import { pageTitle } from '@/lib/metadata/metadata'
import { readerFilters, searchSdks } from '@/lib/search/reader'
import { siteRecords } from '@/lib/search/site-records'
import { SDK_REGISTRY, versionRoot, type SdkEntry, type SdkVersion } from '@/lib/sdks/registry'
import { readSiteConfig } from '@/lib/site/config'
import { siteFromFolder, type Site } from '@/lib/site/site'
import { checksOf, SDK_CHECKS, sdkCheckGaps } from '../../checks/sdk-checks'
import { FAKE_SDK, FAKE_SDK_CONTENT, fakeSdkSite } from '../fixtures/fake-sdk/site'

/**
 * Adding an SDK is its content folder and one registry entry (plus its entry in SDK_CHECKS, or the reason it has
 * none): the fixture site registers a made-up SDK, with a language (`ruby`, alias `rb`) and an icon no real SDK has,
 * and every surface a reader, an agent or a check sees must pick it up from that alone.
 */
const site = fakeSdkSite()
const experimental = fakeSdkSite({ ...FAKE_SDK, status: 'experimental' })
const twins = new Map(siteMarkdownFiles(site, readSiteConfig({})).map(({ file, content }) => [file, content]))

/** A page's body compiled with its site's registry and rendered with these components, as the site serves it. */
async function rendered(docs: Site, route: string, components: MDXComponents): Promise<string> {
  const page = docs.page(route)!
  const { code } = await compileMdx(readPageSource(page), page.file, docs.registry)
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url })
  return renderToStaticMarkup(createElement(Content, { components }))
}

/** A page's code blocks as the highlighter leaves them: canonical language and the highlighted lines' HTML. */
async function highlightedBlocks(docs: Site, route: string) {
  const blocks: Array<{ language: string; html: string }> = []
  await rendered(docs, route, {
    pre: ({ language, html }: { language: string; html: string }) => (blocks.push({ language, html }), null),
    CodeGroup: ({ children }: { children: ReactNode }) => children,
  })
  return blocks
}

describe('a new SDK reaches every surface from its content and registry entry', () => {
  it('gets a sidebar per version, derived from its folders, group order and labels', () => {
    expect(site.navigation['reference/fake']).toEqual([
      { links: [{ href: '/reference/fake', title: 'Getting Started' }] },
      {
        title: 'Things',
        links: [
          { href: '/reference/fake/things/thing', title: 'thing()' },
          { href: '/reference/fake/things/thing-make', title: 'thing.make()' },
        ],
      },
    ])
    expect(site.navigation['reference/fake/v1']?.map((group) => group.title)).toEqual([undefined, 'Extras', 'Things'])
    const data = site.routeData('/reference/fake/v1/things/thing')
    expect(data.sidebar.key).toBe('reference/fake/v1')
    expect(data.sidebar.parent?.title).toBe('Fake')
  })

  it('is linked from the main menu with its own brand mark, its versions, and a badge for its status', () => {
    const link = (docs: Site) => docs.navigation.docs?.[0]?.links.find((candidate) => candidate.href === '/reference/fake')
    expect(link(site)).toEqual({ href: '/reference/fake', title: 'Fake', icon: { title: 'Fake', path: 'M12 2 22 22H2z' }, versions: ['v2', 'v1'] })
    expect(link(experimental)?.badge).toBe('Experimental')
  })

  it('offers the same page in the other version in the version selector, or that version’s root', () => {
    expect(site.routeData('/reference/fake/things/thing').versions).toEqual([
      { version: 'v2', href: '/reference/fake/things/thing', current: true },
      { version: 'v1', href: '/reference/fake/v1/things/thing', current: false },
    ])
    expect(site.routeData('/reference/fake/v1/extras/extra').versions[0]).toEqual({ version: 'v2', href: '/reference/fake', current: false })
  })

  it('names an older version in page titles, and redirects the latest version’s segment and the old routes pages name', () => {
    const older = site.routeData('/reference/fake/v1/things/thing')
    expect(older.context).toMatchObject({ isNotLatest: true, currentVersion: 'v1', latestLink: '/reference/fake' })
    expect(pageTitle(older.route, older.context, { title: 'thing()' })).toBe('thing() - Nitric v1 Documentation')
    const latest = site.routeData('/reference/fake/things/thing')
    expect(pageTitle(latest.route, latest.context, { title: 'thing()' })).toBe('thing() - Nitric Documentation')
    expect(site.redirects).toEqual(
      expect.arrayContaining([
        { source: '/reference/fake/v2', destination: '/reference/fake', permanent: true },
        { source: '/reference/fake/v2/:path*', destination: '/reference/fake/:path*', permanent: true },
        { source: '/reference/fake/things/thing-build', destination: '/reference/fake/things/thing-make', permanent: true },
      ]),
    )
  })

  it('shows the notice of an older version, or of an experimental SDK, on the page and in its Markdown twin', async () => {
    expect(site.routeData('/reference/fake/things/thing').notice).toBeUndefined()
    expect(site.routeData('/reference/fake/v1/things/thing').notice).toBe('older-version')
    expect(twins.get('reference/fake/v1/things/thing.md')).toContain(
      '> **Older version**\n>\n> Note: You are viewing documentation for version v1 of Fake. [View the latest version](https://nitric.io/docs/reference/fake)',
    )
    expect(twins.get('reference/fake/things/thing.md')).not.toContain('> **')
    expect(experimental.routeData('/reference/fake/things/thing').notice).toBe('experimental')
    const experimentalTwins = new Map(siteMarkdownFiles(experimental, readSiteConfig({})).map(({ file, content }) => [file, content]))
    expect(experimentalTwins.get('reference/fake/things/thing.md')).toContain('> **Experimental**\n>\n> The Fake SDK is currently in experimental status. Tell us how it works for you in our [community chat](https://nitric.io/chat).')
  })

  it('highlights its language under its name and its alias, which the project’s own registry does not know', async () => {
    const blocks = await highlightedBlocks(site, '/apis')
    const fake = blocks.filter((block) => block.language === 'ruby')
    // ```ruby outside the code group and ```rb inside it, both resolved to the registry's language.
    expect(fake.map((block) => block.html)).toEqual([expect.stringContaining('<span class=c5>puts 1</span>'), expect.stringContaining('<span class=c5>puts 2</span>')])
    const page = site.page('/apis')!
    await expect(compileMdx(readPageSource(page), page.file, SDK_REGISTRY)).rejects.toThrow('unknown code language "ruby"')
  })

  it('labels its code tab with its language’s label', async () => {
    const body = await rendered(site, '/apis', mdxComponentsFor((fence) => checkedLabel(site, '/apis', fence), site.registry))
    const tabs = [...body.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((match) => match[1])
    expect(tabs).toEqual(['TypeScript', 'Ruby'])
  })

  it('files its pages under its own search section, language and version, and lifts them for a reader of its language', () => {
    const pages = new Set(
      siteRecords(site)
        .filter((record) => record.url.startsWith('/docs/reference/fake'))
        .map((record) => `${record.hierarchy.lvl0} | ${record.language} ${record.version} | ${record.url}`),
    )
    expect(pages).toEqual(
      new Set([
        'Fake Reference | fake v2 | /docs/reference/fake',
        'Fake Reference | fake v2 | /docs/reference/fake/things/thing',
        'Fake Reference | fake v2 | /docs/reference/fake/things/thing-make',
        'Fake v1 Reference | fake v1 | /docs/reference/fake/v1',
        'Fake v1 Reference | fake v1 | /docs/reference/fake/v1/extras/extra',
        'Fake v1 Reference | fake v1 | /docs/reference/fake/v1/things/thing',
      ]),
    )
    // The code tab a reader last chose, in the SDK's language by any of its names, ranks its pages first.
    expect(readerFilters({ pathname: '/apis', languages: ['rb'] }, searchSdks(site))).toEqual(['language:fake'])
  })

  it('lists its pages in llms.txt, one file per version, and keeps only its code in its readers’ Markdown', () => {
    expect(twins.get('llms.txt')).toContain('- [Fake Reference](https://nitric.io/docs/llms/reference-fake.txt): 3 pages\n- [Fake v1 Reference](https://nitric.io/docs/llms/reference-fake-v1.txt): 3 pages')
    expect(twins.get('llms/reference-fake.txt')).toContain(
      [
        '- [Fake reference](https://nitric.io/docs/reference/fake.md)',
        '- [Fake - thing()](https://nitric.io/docs/reference/fake/things/thing.md)',
        '- [Fake - thing.make()](https://nitric.io/docs/reference/fake/things/thing-make.md)',
      ].join('\n'),
    )
    expect(twins.get('llms/reference-fake-v1.txt')).toContain('- [Fake - extra()](https://nitric.io/docs/reference/fake/v1/extras/extra.md)')
    expect(twins.get('lang/fake/apis.md')).toContain('```rb\nputs 2\n```')
    expect(twins.get('lang/nodejs/apis.md')).not.toContain('puts 2')
  })

  it('checks its examples against the release each page documents', () => {
    expect(site.exampleTarget('/reference/fake/things/thing', 'ruby')?.version.release).toBe('2.0.1')
    expect(site.exampleTarget('/reference/fake/v1/things/thing', 'ruby')?.version.release).toBe('1.4.0')
    // On a page of no SDK, a language's examples go to its SDK's latest release.
    expect(site.exampleTarget('/apis', 'ruby')?.version.release).toBe('2.0.1')
    expect(site.exampleTarget('/reference/fake/things/thing', 'typescript')?.sdk.key).toBe('nodejs')
    expect(site.exampleTarget('/reference/fake/things/thing', 'bash')).toBeUndefined()
  })

  it('fails the example and surface checks until SDK_CHECKS gives it a checker or the reason it has none', () => {
    const hasPages = (sdk: SdkEntry, version: SdkVersion) => site.exists(versionRoot(sdk, version.version))
    expect(sdkCheckGaps(site.registry, SDK_CHECKS, hasPages)).toEqual([expect.stringMatching(/^fake: no entry in SDK_CHECKS/)])
    expect(sdkCheckGaps(site.registry, { ...SDK_CHECKS, fake: { unchecked: 'no Ruby toolchain on this machine' } }, hasPages)).toEqual([])
    // Its versions name no surface, so a checker alone is not enough.
    expect(sdkCheckGaps(site.registry, { ...SDK_CHECKS, fake: { ...checksOf(SDK_CHECKS, 'nodejs')!, surface: () => [] } }, hasPages)).toEqual([
      'fake v1: the registry names no surface for its checks',
      'fake v2: the registry names no surface for its checks',
    ])
  })

  it('leaves every other SDK as it was', () => {
    const without = siteFromFolder(FAKE_SDK_CONTENT, { registry: SDK_REGISTRY, editorial: (links) => ({ docs: [{ links }] }) })
    const nodejs = (docs: Site) => ({
      nav: docs.navigation['reference/nodejs'],
      v0: docs.routeData('/reference/nodejs/v0'),
      latest: docs.routeData('/reference/nodejs'),
      target: docs.exampleTarget('/apis', 'typescript'),
    })
    expect(nodejs(site)).toEqual(nodejs(without))
    expect(site.routeData('/reference/nodejs').context).toMatchObject({ isNotLatest: false, currentVersion: 'v1', currentSdkLabel: 'Node.js' })
    expect(site.routeData('/reference/nodejs/v0').notice).toBe('older-version')
  })
})
