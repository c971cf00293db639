import type { Frontmatter } from '../content/frontmatter'
import type { GuideTopic } from '../content/guide-topics'
import type { GroupFile } from '../content/pages'
import { pageLabel } from '../navigation/page-label'
import { byPosition, referenceSidebar } from '../navigation/reference-sidebar'
import { sidebarGroup } from '../navigation/sidebar-groups'
import type { FullNav, NavLink } from '../navigation/types'

export const GUIDES_ROOT = '/guides'

/** The fields every guide's frontmatter carries, and no other page's. */
export const GUIDE_FIELDS = ['languages', 'topics', 'reading_time', 'last_checked'] as const

export interface GuidePage {
  route: string
  /** The source file relative to the project root: `content/guides/nodejs/graphql.mdx`. */
  file: string
  frontmatter: Frontmatter
}

/** What the guides index, an area's cards and a guide's own header show. */
export interface GuideSummary {
  route: string
  title: string
  description: string | undefined
  /** The folder under /guides: `nodejs`, `deploying`. */
  area: string
  languages: string[]
  topics: GuideTopic[]
  readingTime: number
  /** `YYYY-MM-DD`. */
  lastChecked: string
}

export class GuideError extends Error {}

function segments(route: string): string[] {
  return route.split('/').filter(Boolean)
}

/** A guide is a page two levels under /guides (`/guides/nodejs/graphql`); the levels above are indexes. */
export function isGuideRoute(route: string): boolean {
  const parts = segments(route)
  return parts[0] === 'guides' && parts.length === 3
}

/** The pages of /guides and the guides among them, checked: guides carry every guide field, other pages none. */
export function guideSummaries(pages: readonly GuidePage[], sdkKeys: readonly string[]): GuideSummary[] {
  const guides: GuideSummary[] = []
  for (const page of pages) {
    const { frontmatter: fm } = page
    const present = GUIDE_FIELDS.filter((field) => fm[field] !== undefined)
    if (!isGuideRoute(page.route)) {
      if (present.length > 0) throw new GuideError(`${page.file}: ${present.join(', ')} belong only on guides (pages at /guides/<area>/<slug>)`)
      continue
    }
    const missing = GUIDE_FIELDS.filter((field) => fm[field] === undefined)
    if (missing.length > 0) throw new GuideError(`${page.file}: a guide needs ${missing.join(', ')} in its frontmatter`)
    const unknown = (fm.languages ?? []).filter((key) => !sdkKeys.includes(key))
    if (unknown.length > 0) throw new GuideError(`${page.file}: languages ${unknown.join(', ')} are not SDKs of the registry (${sdkKeys.join(', ')})`)
    guides.push({
      route: page.route,
      title: fm.title,
      description: fm.description,
      area: segments(page.route)[1] ?? '',
      languages: fm.languages ?? [],
      topics: fm.topics ?? [],
      readingTime: fm.reading_time ?? 0,
      lastChecked: fm.last_checked ?? '',
    })
  }
  return guides
}

/**
 * The guides' sidebars, derived from content/guides like a library reference's: `guides` lists the overview and each
 * page one level down (the areas' landing pages, the examples gallery) by `sidebar_position`; `guides/<area>` is the
 * area's folder, its landing page first, with `sidebar_group` folders (Node.js 'Auth') as titled groups.
 */
export function guideSidebars(pages: readonly GuidePage[], groups: ReadonlyMap<string, GroupFile>): FullNav {
  const under = pages.filter((page) => segments(page.route)[0] === 'guides')
  const overview = under.find((page) => page.route === GUIDES_ROOT)
  if (!overview) return {}
  const top = under
    .filter((page) => segments(page.route).length === 2)
    .sort((a, b) => byPosition({ route: a.route, position: a.frontmatter.sidebar_position }, { route: b.route, position: b.frontmatter.sidebar_position }))
  const nav: FullNav = {
    guides: [{ links: [{ href: GUIDES_ROOT, title: 'Overview' }, ...top.map((page): NavLink => ({ href: page.route, title: pageLabel(page.frontmatter) }))] }],
  }
  for (const area of top) {
    const areaPages = under.filter((page) => page.route.startsWith(`${area.route}/`))
    if (areaPages.length === 0) continue
    nav[area.route.slice(1)] = referenceSidebar(
      area.route,
      [area, ...areaPages].map((page) => ({
        route: page.route,
        file: page.file.replace(/^content\//, ''),
        label: pageLabel(page.frontmatter),
        position: page.frontmatter.sidebar_position,
        group: page.frontmatter.sidebar_group,
      })),
      (folder) => sidebarGroup(folder, groups),
    )
  }
  return nav
}

/**
 * Guides in sidebar order: one area's (its landing page's cards), or with no area every guide, area by area in the
 * order of the guides sidebar (the index's cards).
 */
export function guidesInSidebarOrder(guides: readonly GuideSummary[], nav: FullNav, area?: string): GuideSummary[] {
  const areas = area ? [area] : (nav.guides ?? []).flatMap((group) => group.links.map((link) => segments(link.href)[1] ?? ''))
  const order = areas.flatMap((key) => (nav[`guides/${key}`] ?? []).flatMap((group) => group.links.map((link) => link.href)))
  return guides.filter((guide) => order.includes(guide.route)).sort((a, b) => order.indexOf(a.route) - order.indexOf(b.route))
}
