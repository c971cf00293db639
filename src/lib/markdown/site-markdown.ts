import { checkedLabel, type Fence } from '../code/checked-release'
import { canonicalLanguage } from '../code/languages'
import { DerivedCache } from '../content/derived-cache'
import { pageTree, sourceHash } from '../content/page-tree'
import { guideDetails, guideLabels } from '../guides/format'
import { guidesInSidebarOrder } from '../guides/guides'
import { readPageSource, type PageEntry } from '../content/pages'
import { canonicalUrl, SITE_TITLE } from '../metadata/metadata'
import { BASE_PATH, readSiteConfig, type SiteConfig } from '../site/config'
import { sdkForLanguage } from '../sdks/registry'
import { site, type Site } from '../site/site'
import { llmsParts, llmsSections, llmsTxt } from './llms-txt'
import { pageMarkdown, type MarkdownPage } from './page-markdown'
import { languageTwinFile, LLMS_FULL_FILE, LLMS_TXT_FILE, markdownFile, markdownPath } from './urls'

export interface GeneratedFile {
  /** Relative to MARKDOWN_DIR. */
  file: string
  content: string
}

/** The twin's form of the details the web page lists under a guide's title (GuideMeta). */
function guideNote(docs: Site, route: string): NonNullable<MarkdownPage['notes']> {
  const guide = docs.guides.find((candidate) => candidate.route === route)
  if (!guide) return []
  return [{ title: 'About this guide', text: [guideDetails(guide, guideLabels(docs.registry)).join(' · ')] }]
}

export interface PageTwins {
  twin: GeneratedFile
  languageTwins: GeneratedFile[]
}

/**
 * Each page's twins, by the page's source and the site around it. A twin reads its own page and, through notes,
 * guide lists and navigation, other pages' front matter: an edit to a page's body leaves every other page's key
 * unchanged, so `npm run dev` serialises only the edited page again (all pages take about 20 s).
 */
const twinCache = new DerivedCache<PageTwins>()

function siteKey(docs: Site, siteUrl: string): string {
  return sourceHash(JSON.stringify([siteUrl, docs.pages.map((page) => [page.route, page.file, page.frontmatter]), docs.navigation]))
}

/** Every page of the site as Markdown, and llms.txt indexing them, as the build writes them. */
export function siteMarkdownFiles(docs: Site = site(), config: SiteConfig = readSiteConfig(), cache: DerivedCache<PageTwins> = twinCache): GeneratedFile[] {
  const siteUrl = `${config.baseUrl}${BASE_PATH}`
  const { pages, page: findPage, routeData, navigation } = docs
  const around = siteKey(docs, siteUrl)
  const pageTwins = (page: PageEntry, source: string): PageTwins => {
    const languageTwins: GeneratedFile[] = []
    const input = {
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      notes: [...routeData(page.route).notes, ...guideNote(docs, page.route)],
      tree: pageTree(source, page.file).tree,
      file: page.file,
      siteUrl,
      pageUrl: canonicalUrl(config.baseUrl, BASE_PATH, page.route),
      guides: (area: string | undefined) => guidesInSidebarOrder(docs.guides, navigation, area),
      llmsUrl: `${siteUrl}/${LLMS_TXT_FILE}`,
      checkedAgainst: (fence: Fence) => checkedLabel(docs, page.route, fence),
      registry: docs.registry,
    }
    const content = pageMarkdown(input)
    // For readers of one SDK: only where the page's code groups hold another SDK's code, so the twin differs.
    for (const sdk of docs.registry) {
      const keepCode = (language: string) => {
        const owner = sdkForLanguage(docs.registry, canonicalLanguage(language, docs.registry))
        return !owner || owner.key === sdk.key
      }
      const filtered = pageMarkdown({ ...input, keepCode })
      if (filtered !== content) languageTwins.push({ file: languageTwinFile(sdk.key, page.route), content: filtered })
    }
    return { twin: { file: markdownFile(page.route), content }, languageTwins }
  }
  const twinsOf = (page: PageEntry): PageTwins => {
    const source = readPageSource(page)
    return cache.get(`${page.file}\u0000${sourceHash(source)}\u0000${around}`, () => pageTwins(page, source))
  }
  const perPage = pages.map(twinsOf)
  cache.endPass()
  const twins = perPage.map(({ twin }) => twin)
  const languageTwins = perPage.flatMap((entry) => entry.languageTwins)
  const home = findPage('/')
  const summary = home?.frontmatter.description ?? SITE_TITLE
  const fileUrl = (file: string) => `${siteUrl}/${file}`
  const details = (more: string) => [
    { type: 'text' as const, value: 'Each link is the Markdown version of a page; the same address without ' },
    { type: 'inlineCode' as const, value: '.md' },
    { type: 'text' as const, value: ` is the page on the web. ${more}` },
  ]
  const common = { summary, page: (route: string) => findPage(route)?.frontmatter, url: (route: string) => `${config.baseUrl}${markdownPath(route)}` }
  const sections = llmsSections(docs)
  const { root, parts } = llmsParts(sections)
  const index = llmsTxt({
    ...common,
    title: SITE_TITLE,
    details: details(`The sections at the end have a file each; ${fileUrl(LLMS_FULL_FILE)} holds every page in one file.`),
    sections: root,
    parts: parts.map((part) => ({
      url: fileUrl(part.file),
      title: part.title,
      description: findPage(part.route)?.frontmatter.description,
      pages: part.sections.reduce((count, section) => count + section.routes.length, 0),
    })),
  })
  const partFiles = parts.map((part) => ({
    file: part.file,
    content: llmsTxt({ ...common, title: `${SITE_TITLE}: ${part.title}`, details: details(`The index of the whole site is ${fileUrl(LLMS_TXT_FILE)}.`), sections: part.sections }),
  }))
  const twinOf = new Map(pages.map((page, index) => [page.route, twins[index]!.content]))
  const full = sections.flatMap((section) => section.routes.map((route) => twinOf.get(route) ?? '')).join('\n')
  return [...twins, ...languageTwins, { file: LLMS_TXT_FILE, content: index }, ...partFiles, { file: LLMS_FULL_FILE, content: full }]
}
