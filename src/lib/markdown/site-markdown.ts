import { checkedLabel, type Fence } from '../code/checked-release'
import { canonicalLanguage } from '../code/languages'
import { pageTree, sourceHash } from '../content/page-tree'
import { guideDetails, guideLabels } from '../guides/format'
import { guidesInSidebarOrder } from '../guides/guides'
import { readPageSource, type PageEntry } from '../content/pages'
import { canonicalUrl, SITE_TITLE } from '../metadata/metadata'
import { BASE_PATH, readSiteConfig, type SiteConfig } from '../site/config'
import { sdkForLanguage } from '../sdks/registry'
import { site, type RouteData, type Site } from '../site/site'
import { introducedInNote } from '../versions/notice'
import { llmsParts, llmsSections, llmsTxt } from './llms-txt'
import { pageMarkdown, type PageNote } from './page-markdown'
import { languageTwinFile, LLMS_FULL_FILE, LLMS_TXT_FILE, markdownFile, markdownPath } from './urls'

export interface GeneratedFile {
  /** Relative to MARKDOWN_DIR. */
  file: string
  content: string
}

/** The notices the page shows above its body, in words that stand without the page around them. */
function pageNotes(page: PageEntry, route: RouteData, siteUrl: string): PageNote[] {
  const { context } = route
  const notes: PageNote[] = []
  switch (route.notice) {
    case 'experimental':
      notes.push({ title: 'Experimental', text: `The ${context.currentSdkLabel} SDK is experimental: its API can still change between releases.` })
      break
    case 'legacy':
      notes.push({ title: 'Legacy SDK', text: `The ${context.currentSdkLabel} SDK only supports versions of Nitric before v1 and is not recommended for new projects.` })
      break
    case 'older-version':
      notes.push({
        title: 'Older version',
        text: `This is the documentation for version ${context.currentVersion} of the ${context.currentSdkLabel} SDK.`,
        link: { label: 'View the latest version', url: `${siteUrl}${context.latestLink ?? ''}` },
      })
      break
  }
  if (page.frontmatter.introduced_in) notes.push(introducedInNote(page.frontmatter.introduced_in))
  return notes
}

function guideNote(docs: Site, route: string): PageNote[] {
  const guide = docs.guides.find((candidate) => candidate.route === route)
  if (!guide) return []
  return [{ title: 'About this guide', text: guideDetails(guide, guideLabels(docs.registry)).join(' · ') }]
}

interface PageTwins {
  twin: GeneratedFile
  languageTwins: GeneratedFile[]
}

/**
 * Each page's twins, by the page's source and the site around it. A twin reads its own page and, through notes,
 * guide lists and navigation, other pages' front matter: an edit to a page's body leaves every other page's key
 * unchanged, so `npm run dev` serialises only the edited page again (all pages take about 20 s).
 */
const twinCache = new Map<string, PageTwins>()

function siteKey(docs: Site, siteUrl: string): string {
  return sourceHash(JSON.stringify([siteUrl, docs.pages.map((page) => [page.route, page.file, page.frontmatter]), docs.navigation]))
}

/** Every page of the site as Markdown, and llms.txt indexing them, as the build writes them. */
export function siteMarkdownFiles(docs: Site = site(), config: SiteConfig = readSiteConfig()): GeneratedFile[] {
  const siteUrl = `${config.baseUrl}${BASE_PATH}`
  const { pages, page: findPage, routeData, navigation } = docs
  const around = siteKey(docs, siteUrl)
  const current = new Map<string, PageTwins>()
  const pageTwins = (page: PageEntry, source: string): PageTwins => {
    const languageTwins: GeneratedFile[] = []
    const input = {
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      notes: [...pageNotes(page, routeData(page.route), siteUrl), ...guideNote(docs, page.route)],
      tree: pageTree(source, page.file).tree,
      file: page.file,
      siteUrl,
      pageUrl: canonicalUrl(config.baseUrl, BASE_PATH, page.route),
      guides: (area: string | undefined) => guidesInSidebarOrder(docs.guides, navigation, area),
      llmsUrl: `${siteUrl}/${LLMS_TXT_FILE}`,
      checkedAgainst: (fence: Fence) => checkedLabel(docs, page.route, fence),
    }
    const content = pageMarkdown(input)
    // For readers of one SDK: only where the page's code groups hold another SDK's code, so the twin differs.
    for (const sdk of docs.registry) {
      const keepCode = (language: string) => {
        const owner = sdkForLanguage(docs.registry, canonicalLanguage(language))
        return !owner || owner.key === sdk.key
      }
      const filtered = pageMarkdown({ ...input, keepCode })
      if (filtered !== content) languageTwins.push({ file: languageTwinFile(sdk.key, page.route), content: filtered })
    }
    return { twin: { file: markdownFile(page.route), content }, languageTwins }
  }
  const twinsOf = (page: PageEntry): PageTwins => {
    const source = readPageSource(page)
    const key = `${page.file}\u0000${sourceHash(source)}\u0000${around}`
    const cached = twinCache.get(key) ?? pageTwins(page, source)
    current.set(key, cached)
    return cached
  }
  const perPage = pages.map(twinsOf)
  // Only this site's entries stay: a long `npm run dev` session keeps no twin of a page's earlier versions.
  twinCache.clear()
  for (const [key, value] of current) twinCache.set(key, value)
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
