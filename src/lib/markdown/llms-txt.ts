import type { ListItem, PhrasingContent, RootContent } from 'mdast'
import { toMarkdown } from 'mdast-util-to-markdown'
import { flattenLinks, MAIN_MENU_KEY, selectSidebar } from '../navigation/select'
import type { FullNav, NavLink } from '../navigation/types'
import type { SdkEntry } from '../sdks/registry'
import type { ReferenceVersion, RouteData } from '../site/site'
import { LLMS_PARTS_DIR } from './urls'

export interface LlmsSection {
  title: string
  routes: string[]
  /**
   * The part of the site the section belongs to, when the main menu opens it with a sidebar of its own (Concepts,
   * Guides, each version of a library reference): such a part gets an llms file of its own.
   */
  part?: LlmsPartRoot
}

/** A part of the site: the title and route of the page the main menu opens it with. */
export interface LlmsPartRoot {
  title: string
  route: string
}

export interface LlmsPart extends LlmsPartRoot {
  /** Its file, relative to the Markdown folder: `llms/reference-nodejs-v0.txt`. */
  file: string
  sections: LlmsSection[]
}

export interface LlmsPage {
  title: string
  description?: string
}

export interface LlmsTxtInput {
  title: string
  summary: string
  /** A paragraph after the summary, for what a reader of the file should know. */
  details?: PhrasingContent[]
  sections: LlmsSection[]
  page: (route: string) => LlmsPage | undefined
  /** The absolute address of a page's Markdown twin. */
  url: (route: string) => string
}

/** What llms.txt reads of the site. */
export interface LlmsSite {
  navigation: FullNav
  routeData: (route: string) => Pick<RouteData, 'sdk' | 'section'>
  referenceVersions: ReadonlyArray<Pick<ReferenceVersion, 'root'> & { sdk: Pick<SdkEntry, 'key'> }>
}

/** The section roots a main-menu link leads to: one per version for a library reference. */
function roots(link: NavLink, { routeData, referenceVersions }: LlmsSite): string[] {
  const sdk = routeData(link.href).sdk
  const versions = sdk === undefined ? [] : referenceVersions.filter((reference) => reference.sdk.key === sdk)
  return versions.length > 0 ? versions.map((reference) => reference.root) : [link.href]
}

/**
 * The pages of the site grouped as its navigation groups them: a main-menu link with a sidebar of its own
 * (Concepts, Get Started, each version of a library reference) becomes a section listing that sidebar; the other
 * links of a main-menu group (Building Blocks, Help) form a section together. Each page is listed once, where the
 * navigation first reaches it.
 */
export function llmsSections(docs: LlmsSite): LlmsSection[] {
  const { navigation: nav, routeData } = docs
  const mainMenu = nav[MAIN_MENU_KEY] ?? []
  const mainHrefs = new Set(flattenLinks(mainMenu).map((link) => link.href))
  const sections: LlmsSection[] = []
  const listed = new Set<string>()

  function add(title: string, routes: string[], part?: LlmsPartRoot) {
    const fresh = routes.filter((route) => !listed.has(route))
    if (fresh.length === 0) return
    for (const route of fresh) listed.add(route)
    const existing = sections.find((section) => section.title === title)
    if (existing) existing.routes.push(...fresh)
    else sections.push({ title, routes: fresh, ...(part ? { part } : {}) })
  }

  for (const group of mainMenu) {
    for (const link of group.links) {
      for (const root of roots(link, docs)) {
        const selection = selectSidebar(root, nav)
        // A building block's sidebar lists the other building blocks too; they belong to the main menu.
        const own = selection.mode === 'section' ? flattenLinks(selection.groups).map((item) => item.href).filter((href) => href === root || href === link.href || !mainHrefs.has(href)) : []
        const part = own.some((href) => href !== link.href) ? { title: routeData(root).section, route: root } : undefined
        if (part) add(part.title, own, part)
        else add(group.title ?? 'Overview', [root])
        // A section's links can open sidebars of their own (the guides' areas): each becomes a section too.
        for (const href of own) {
          const inner = selectSidebar(href, nav)
          if (inner.mode === 'section' && inner.key !== selection.key) add(routeData(href).section, flattenLinks(inner.groups).map((item) => item.href), part)
        }
      }
    }
  }
  return sections
}

/** The sections the root llms.txt lists itself, and the parts it links to a file each, in navigation order. */
export function llmsParts(sections: LlmsSection[]): { root: LlmsSection[]; parts: LlmsPart[] } {
  const root: LlmsSection[] = []
  const parts: LlmsPart[] = []
  for (const section of sections) {
    if (!section.part) {
      root.push(section)
      continue
    }
    const { title, route } = section.part
    let part = parts.find((candidate) => candidate.route === route)
    if (!part) {
      part = { title, route, file: `${LLMS_PARTS_DIR}/${route.slice(1).replaceAll('/', '-')}.txt`, sections: [] }
      parts.push(part)
    }
    part.sections.push(section)
  }
  return { root, parts }
}

function linkItem(url: string, title: string, description: string | undefined): ListItem {
  return {
    type: 'listItem',
    spread: false,
    children: [
      {
        type: 'paragraph',
        children: [{ type: 'link', url, children: [{ type: 'text', value: title }] }, ...(description ? [{ type: 'text' as const, value: `: ${description}` }] : [])],
      },
    ],
  }
}

/**
 * An llms.txt file (llmstxt.org): a title, a one-line summary, then a section of links per part of the site, and,
 * in the root file, a section linking the file of each part it does not list itself.
 */
export function llmsTxt(input: LlmsTxtInput & { parts?: Array<{ url: string; title: string; description?: string; pages: number }> }): string {
  const children: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: input.title }] },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: input.summary }] }] },
  ]
  if (input.details) children.push({ type: 'paragraph', children: input.details })
  for (const section of input.sections) {
    const items = section.routes.map((route): ListItem => {
      const page = input.page(route)
      if (!page) throw new Error(`llms.txt: the navigation links to ${route}, which is not a page`)
      return linkItem(input.url(route), page.title, page.description)
    })
    children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: section.title }] })
    children.push({ type: 'list', ordered: false, spread: false, children: items })
  }
  if (input.parts && input.parts.length > 0) {
    const items = input.parts.map((part) => linkItem(part.url, part.title, `${part.pages} pages${part.description ? `. ${part.description}` : ''}`))
    children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: 'More sections, one file each' }] })
    children.push({ type: 'list', ordered: false, spread: false, children: items })
  }
  return toMarkdown({ type: 'root', children }, { bullet: '-' })
}
