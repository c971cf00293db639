import path from 'node:path'
import { loadContent, siteContent, CONTENT_DIR, type Content, type PageEntry } from '../content/pages'
import { isPattern, REDIRECTS_FILE } from '../content/redirects'
import { guideSidebars, guideSummaries, type GuideSummary } from '../guides/guides'
import { editorialNavigation } from '../navigation/config'
import { pageLabel } from '../navigation/page-label'
import { referenceSidebar } from '../navigation/reference-sidebar'
import { REFERENCE_GROUPS, sidebarGroup } from '../navigation/sidebar-groups'
import { pageKind, selectSidebar, type SidebarSelection } from '../navigation/select'
import type { FullNav, NavLink } from '../navigation/types'
import { languageNames, latestOf, registryProblems, SDK_REGISTRY, sdkForLanguage, versionRoot, versionsOf, type SdkEntry, type SdkRegistry, type SdkVersion } from '../sdks/registry'
import { pageRank } from '../search/page-rank'
import { referenceLocation, versionChoices, versionContext, type ReferenceLocation, type VersionChoice, type VersionContext } from '../versions/context'
import { pageNotes, referenceNoticeKind, type PageNote, type ReferenceNoticeKind } from '../versions/page-notes'

/** What the site knows about one route, worked out once: every consumer reads it from here. */
export interface RouteData {
  route: string
  /** The library reference version the route belongs to, if any. */
  reference: ReferenceLocation | undefined
  context: VersionContext
  notice: ReferenceNoticeKind | undefined
  /** The notes the page shows above its body, read by the page and its Markdown twin alike. */
  notes: PageNote[]
  /** The SDK a page belongs to (its key), for search's language filter; undefined for pages of every language. */
  sdk: string | undefined
  /** The top of the page's search hierarchy and its llms.txt section: 'Concepts', 'Node.js v0 Reference'. */
  section: string
  /** How search weighs the page's records against other pages' (higher first): by its kind and, for references, SDK and version. */
  rank: number
  sidebar: SidebarSelection
  versions: VersionChoice[]
}

export interface Redirect {
  source: string
  destination: string
  permanent: boolean
}

/** One version of an SDK's library reference that has pages. */
export interface ReferenceVersion {
  sdk: SdkEntry
  version: SdkVersion
  /** `/reference/nodejs`, `/reference/nodejs/v0`. */
  root: string
  isLatest: boolean
  /** Its pages, in content order. */
  pages: PageEntry[]
}

/** The SDK release a code example is checked against. */
export interface ExampleTarget {
  sdk: SdkEntry
  version: SdkVersion
}

export interface Site {
  registry: SdkRegistry
  pages: PageEntry[]
  page(route: string): PageEntry | undefined
  exists(route: string): boolean
  /** A page's link text (`pageLabel`, with the SDK of the reference that holds it); undefined when there is no page. */
  label(route: string): string | undefined
  navigation: FullNav
  /** Every reference version with pages: SDKs in the registry's order, each one's versions highest first. */
  referenceVersions: ReferenceVersion[]
  routeData(route: string): RouteData
  redirects: Redirect[]
  /** Every guide (pages at /guides/<area>/<slug>), checked, in content order. */
  guides: GuideSummary[]
  /**
   * The SDK release an example in a canonical fence language on this route is checked against: the page's own SDK
   * version on a reference page in that SDK's language, otherwise the latest release of the SDK that owns the
   * language; undefined for languages no SDK owns (shell, YAML…).
   */
  exampleTarget(route: string, language: string): ExampleTarget | undefined
}

export interface SiteOptions {
  content: Content
  registry?: SdkRegistry
  /** The hand-written sidebars, given the main menu's library-reference links. */
  editorial?: (libraryLinks: NavLink[]) => FullNav
}

export class SiteError extends Error {}

function badge(sdk: SdkEntry): string | undefined {
  if (sdk.status === 'experimental') return 'Experimental'
  if (sdk.status === 'legacy') return 'Coming soon'
  return undefined
}

function sectionTitle(reference: ReferenceLocation | undefined, sidebar: SidebarSelection): string {
  if (reference) return `${reference.sdk.label} ${reference.isLatest ? '' : `${reference.version.version} `}Reference`
  if (sidebar.mode !== 'section' || !sidebar.parent) return 'Documentation'
  // A second-level section (guides/nodejs) is named with the section it sits in: 'Node.js Guides', not 'Node.js'.
  return sidebar.back && sidebar.back.href !== '/' ? `${sidebar.parent.title} ${sidebar.back.title}` : sidebar.parent.title
}

export function createSite({ content, registry = SDK_REGISTRY, editorial = editorialNavigation }: SiteOptions): Site {
  const problems = registryProblems(registry)
  if (problems.length > 0) throw new SiteError(`SDK registry: ${problems.join('; ')}`)

  const byRoute = new Map(content.pages.map((page) => [page.route, page]))
  const exists = (route: string) => byRoute.has(route)
  const locations = new Map(content.pages.map((page) => [page.route, referenceLocation(page.route, registry)]))
  const label = (page: PageEntry) => pageLabel(page.frontmatter, locations.get(page.route)?.sdk.label)

  for (const page of content.pages) {
    const [first, key] = page.route.split('/').filter(Boolean)
    if (first === 'reference' && registry.some((sdk) => sdk.key === key) && !locations.get(page.route)) {
      throw new SiteError(`${page.file}: no version of the ${key} SDK in the registry serves ${page.route}`)
    }
  }

  const referenceVersions: ReferenceVersion[] = registry.flatMap((sdk) =>
    versionsOf(sdk).flatMap((version) => {
      const root = versionRoot(sdk, version.version)
      const pages = content.pages.filter((page) => locations.get(page.route)?.root === root)
      return pages.length > 0 ? [{ sdk, version, root, isLatest: latestOf(sdk)?.version === version.version, pages }] : []
    }),
  )

  const referenceNav: FullNav = {}
  const libraryLinks: NavLink[] = []
  const redirects: Redirect[] = []
  for (const sdk of registry) {
    const roots = referenceVersions.filter((reference) => reference.sdk === sdk)
    const [first] = roots
    if (!first) continue
    for (const { root, pages: versionPages } of roots) {
      if (!exists(root)) throw new SiteError(`${CONTENT_DIR}${root}/index.mdx is missing: every reference version starts with an index page`)
      const pages = versionPages.map((page) => ({
        route: page.route,
        file: page.file.slice(CONTENT_DIR.length + 1),
        label: label(page),
        position: page.frontmatter.sidebar_position,
        group: page.frontmatter.sidebar_group,
      }))
      referenceNav[root.slice(1)] = referenceSidebar(root, pages, (folder) => sidebarGroup(folder, content.groups, REFERENCE_GROUPS))
    }
    libraryLinks.push({
      href: first.root,
      title: sdk.label,
      icon: sdk.icon,
      ...(badge(sdk) ? { badge: badge(sdk) } : {}),
      ...(roots.length > 1 ? { versions: roots.map(({ version }) => version.version) } : {}),
    })
    if (first.isLatest) {
      // The latest version lives without a version segment; old links may still name it.
      redirects.push({ source: `${first.root}/${first.version.version}`, destination: first.root, permanent: true })
      redirects.push({ source: `${first.root}/${first.version.version}/:path*`, destination: `${first.root}/:path*`, permanent: true })
    } else if (!exists(`/reference/${sdk.key}`)) {
      // No unversioned root (a legacy SDK, or one whose latest has no pages yet): send it to the version there is.
      redirects.push({ source: `/reference/${sdk.key}`, destination: first.root, permanent: false })
    }
  }
  const navigation: FullNav = { ...editorial(libraryLinks), ...referenceNav, ...guideSidebars(content.pages, content.groups) }
  const guides = guideSummaries(content.pages, registry.map((sdk) => sdk.key))

  for (const page of content.pages) {
    for (const source of page.frontmatter.redirect_from ?? []) {
      if (exists(source)) throw new SiteError(`${page.file}: redirect_from ${source} is a page of its own`)
      redirects.push({ source, destination: page.route, permanent: true })
    }
  }
  const redirected = new Set(redirects.map((redirect) => redirect.source))
  for (const { from, to } of content.redirects) {
    const where = `${CONTENT_DIR}/${REDIRECTS_FILE}: redirect from ${from}`
    if (exists(from)) throw new SiteError(`${where}: ${from} is a page of its own`)
    if (redirected.has(from)) throw new SiteError(`${where}: another rule redirects it already`)
    // A pattern's destinations are checked on the built site, against the addresses readers arrive with.
    if (!isPattern(to) && !exists(to.replace(/#.*/, ''))) throw new SiteError(`${where}: no page at ${to}`)
    redirects.push({ source: from, destination: to, permanent: true })
  }

  const routeDataCache = new Map<string, RouteData>()
  function routeData(route: string): RouteData {
    const cached = routeDataCache.get(route)
    if (cached) return cached
    const reference = locations.has(route) ? locations.get(route) : referenceLocation(route, registry)
    const sidebar = selectSidebar(route, navigation)
    const data: RouteData = {
      route,
      reference,
      context: versionContext(reference),
      notice: referenceNoticeKind(reference),
      notes: pageNotes(reference, byRoute.get(route)?.frontmatter.introduced_in),
      sdk: reference?.sdk.key,
      section: sectionTitle(reference, sidebar),
      rank: pageRank(pageKind(route, sidebar, navigation), reference, reference ? registry.indexOf(reference.sdk) : 0),
      sidebar,
      versions: versionChoices(reference, exists),
    }
    routeDataCache.set(route, data)
    return data
  }

  function exampleTarget(route: string, language: string): ExampleTarget | undefined {
    const reference = routeData(route).reference
    if (reference && languageNames(reference.sdk).includes(language)) return { sdk: reference.sdk, version: reference.version }
    const sdk = sdkForLanguage(registry, language)
    // A legacy SDK has no latest version, but its code outside the reference (a guide's Java) still needs checking.
    const newest = sdk && (latestOf(sdk) ?? versionsOf(sdk)[0])
    return sdk && newest ? { sdk, version: newest } : undefined
  }

  return {
    registry,
    pages: content.pages,
    page: (route) => byRoute.get(route),
    exists,
    label: (route) => {
      const page = byRoute.get(route)
      return page && label(page)
    },
    navigation,
    referenceVersions,
    routeData,
    redirects,
    guides,
    exampleTarget,
  }
}

let projectSite: { content: Content; site: Site } | undefined

/** This project's site: its content folder, the SDK registry and the hand-written sidebars, built once per content. */
export function site(): Site {
  const content = siteContent()
  if (projectSite?.content !== content) projectSite = { content, site: createSite({ content }) }
  return projectSite.site
}

/** A site from another content folder, for fixtures. */
export function siteFromFolder(contentDir: string, options: Omit<SiteOptions, 'content'> = {}): Site {
  return createSite({ content: loadContent(path.resolve(contentDir)), ...options })
}
