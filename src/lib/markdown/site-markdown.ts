import { pageTree } from '../content/page-tree'
import { guideDetails, guideLabels } from '../guides/format'
import { guidesInSidebarOrder } from '../guides/guides'
import { readPageSource, type PageEntry } from '../content/pages'
import { canonicalUrl, SITE_TITLE } from '../metadata/metadata'
import { BASE_PATH, readSiteConfig, type SiteConfig } from '../site/config'
import { site, type RouteData, type Site } from '../site/site'
import { introducedInNote } from '../versions/notice'
import { llmsSections, llmsTxt } from './llms-txt'
import { pageMarkdown, type PageNote } from './page-markdown'
import { LLMS_TXT_FILE, markdownFile, markdownPath } from './urls'

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

/** Every page of the site as Markdown, and llms.txt indexing them, as the build writes them. */
export function siteMarkdownFiles(docs: Site = site(), config: SiteConfig = readSiteConfig()): GeneratedFile[] {
  const siteUrl = `${config.baseUrl}${BASE_PATH}`
  const { pages, page: findPage, routeData, navigation } = docs
  const twins = pages.map((page) => ({
    file: markdownFile(page.route),
    content: pageMarkdown({
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      notes: [...pageNotes(page, routeData(page.route), siteUrl), ...guideNote(docs, page.route)],
      tree: pageTree(readPageSource(page), page.file).tree,
      file: page.file,
      siteUrl,
      pageUrl: canonicalUrl(config.baseUrl, BASE_PATH, page.route),
      guides: (area) => guidesInSidebarOrder(docs.guides, navigation, area),
    }),
  }))
  const home = findPage('/')
  const index = llmsTxt({
    title: SITE_TITLE,
    summary: home?.frontmatter.description ?? SITE_TITLE,
    details: [
      { type: 'text', value: 'Each link is the Markdown version of a page; the same address without ' },
      { type: 'inlineCode', value: '.md' },
      { type: 'text', value: ' is the page on the web.' },
    ],
    sections: llmsSections(navigation, routeData),
    page: (route) => findPage(route)?.frontmatter,
    url: (route) => `${config.baseUrl}${markdownPath(route)}`,
  })
  return [...twins, { file: LLMS_TXT_FILE, content: index }]
}
