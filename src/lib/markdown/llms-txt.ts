import type { ListItem, PhrasingContent, RootContent } from 'mdast'
import { toMarkdown } from 'mdast-util-to-markdown'
import { flattenLinks, MAIN_MENU_KEY, selectSidebar } from '../navigation/select'
import type { FullNav, NavLink } from '../navigation/types'
import type { RouteData } from '../site/site'

export interface LlmsSection {
  title: string
  routes: string[]
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

/** The section roots a main-menu link leads to: one per version for a library reference. */
function roots(link: NavLink, routeData: (route: string) => Pick<RouteData, 'versions' | 'section'>): string[] {
  const versions = routeData(link.href).versions
  return versions.length > 0 ? versions.map((choice) => choice.href) : [link.href]
}

/**
 * The pages of the site grouped as its navigation groups them: a main-menu link with a sidebar of its own
 * (Concepts, Get Started, each version of a library reference) becomes a section listing that sidebar; the other
 * links of a main-menu group (Building Blocks, Help) form a section together. Each page is listed once, where the
 * navigation first reaches it.
 */
export function llmsSections(nav: FullNav, routeData: (route: string) => Pick<RouteData, 'versions' | 'section'>): LlmsSection[] {
  const mainMenu = nav[MAIN_MENU_KEY] ?? []
  const mainHrefs = new Set(flattenLinks(mainMenu).map((link) => link.href))
  const sections: LlmsSection[] = []
  const listed = new Set<string>()

  function add(title: string, routes: string[]) {
    const fresh = routes.filter((route) => !listed.has(route))
    if (fresh.length === 0) return
    for (const route of fresh) listed.add(route)
    const existing = sections.find((section) => section.title === title)
    if (existing) existing.routes.push(...fresh)
    else sections.push({ title, routes: fresh })
  }

  for (const group of mainMenu) {
    for (const link of group.links) {
      for (const root of roots(link, routeData)) {
        const selection = selectSidebar(root, nav)
        // A building block's sidebar lists the other building blocks too; they belong to the main menu.
        const own = selection.mode === 'section' ? flattenLinks(selection.groups).map((item) => item.href).filter((href) => href === root || href === link.href || !mainHrefs.has(href)) : []
        if (own.some((href) => href !== link.href)) add(routeData(root).section, own)
        else add(group.title ?? 'Overview', [root])
        // A section's links can open sidebars of their own (the guides' areas): each becomes a section too.
        for (const href of own) {
          const inner = selectSidebar(href, nav)
          if (inner.mode === 'section' && inner.key !== selection.key) add(routeData(href).section, flattenLinks(inner.groups).map((item) => item.href))
        }
      }
    }
  }
  return sections
}

/** llms.txt (llmstxt.org): a title, a one-line summary, then a section of links per part of the site. */
export function llmsTxt(input: LlmsTxtInput): string {
  const children: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: input.title }] },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: input.summary }] }] },
  ]
  if (input.details) children.push({ type: 'paragraph', children: input.details })
  for (const section of input.sections) {
    const items = section.routes.map((route): ListItem => {
      const page = input.page(route)
      if (!page) throw new Error(`llms.txt: the navigation links to ${route}, which is not a page`)
      return {
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: input.url(route), children: [{ type: 'text', value: page.title }] },
              ...(page.description ? [{ type: 'text' as const, value: `: ${page.description}` }] : []),
            ],
          },
        ],
      }
    })
    children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: section.title }] })
    children.push({ type: 'list', ordered: false, spread: false, children: items })
  }
  return toMarkdown({ type: 'root', children }, { bullet: '-' })
}
