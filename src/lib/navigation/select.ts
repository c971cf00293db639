import { isVersionSegment } from '../sdks/version-segment'
import type { FullNav, NavGroup, NavLink, PageKind } from './types'

export const MAIN_MENU_KEY = 'docs'

/** Pages that show the main docs menu rather than a section sidebar. */
export const MAIN_MENU_PATHS: readonly string[] = [
  '/',
  '/support',
  '/support/upgrade',
  '/contributions',
  '/faq',
  '/reference/env',
  '/reference/custom-containers',
]

export interface SidebarSelection {
  /** `main`: the docs menu; `section`: a sidebar of its own with a way back. */
  mode: 'main' | 'section'
  groups: NavGroup[]
  key: string
  back: { href: string; title: string } | undefined
  /** The main-menu link for the section, shown above its groups. */
  parent: NavLink | undefined
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

/** True when `path` is `prefix` or lies under it, comparing whole segments. */
export function isUnder(path: string, prefix: string): boolean {
  const a = segments(path)
  const b = segments(prefix)
  return b.length <= a.length && b.every((segment, index) => a[index] === segment)
}

/** The longest sidebar key whose segments all match the start of the path. */
export function matchSidebarKey(pathname: string, keys: readonly string[]): string | undefined {
  let best: string | undefined
  for (const key of keys) {
    if (key === MAIN_MENU_KEY || !isUnder(pathname, key)) continue
    if (best === undefined || segments(key).length > segments(best).length) best = key
  }
  return best
}

export function flattenLinks(groups: readonly NavGroup[]): NavLink[] {
  return groups.flatMap((group) => group.links)
}

export function selectSidebar(pathname: string, nav: FullNav): SidebarSelection {
  const mainMenu = nav[MAIN_MENU_KEY] ?? []
  const key = MAIN_MENU_PATHS.includes(pathname) ? undefined : matchSidebarKey(pathname, Object.keys(nav))
  if (key === undefined) {
    return { mode: 'main', groups: mainMenu, key: MAIN_MENU_KEY, back: undefined, parent: undefined }
  }

  // Each version of a library reference has a sidebar of its own; the main menu links the reference once.
  const keySegments = segments(key)
  const sectionRoot = '/' + (isVersionSegment(keySegments.at(-1)) ? keySegments.slice(0, -1) : keySegments).join('/')
  const mainLinks = flattenLinks(mainMenu)
  const parent = mainLinks.find((link) => isUnder(link.href, sectionRoot))
  if (parent) {
    return { mode: 'section', groups: nav[key] ?? [], key, back: { href: '/', title: 'Home' }, parent }
  }

  // A second-level section such as guides/nodejs: its link lives in the sidebar of its first segment.
  const firstSegment = segments(sectionRoot)[0] ?? ''
  const secondLevelParent = flattenLinks(nav[firstSegment] ?? []).find((link) => link.href === sectionRoot)
  const firstSegmentLink = mainLinks.find((link) => isUnder(link.href, '/' + firstSegment))
  return {
    mode: 'section',
    groups: nav[key] ?? [],
    key,
    back: secondLevelParent
      ? { href: '/' + firstSegment, title: firstSegmentLink?.title ?? firstSegment }
      : { href: '/', title: 'Home' },
    parent: secondLevelParent,
  }
}

/**
 * The kind of page a route is, as the navigation says: its own link's kind in its sidebar, else that of the main-menu
 * link its part of the site opens from (for a second-level section such as guides/nodejs, the first level's link).
 */
export function pageKind(pathname: string, selection: SidebarSelection, nav: FullNav): PageKind {
  const own = flattenLinks(selection.groups).find((link) => link.href === pathname)
  const mainLinks = flattenLinks(nav[MAIN_MENU_KEY] ?? [])
  const opener =
    selection.mode === 'main'
      ? own
      : selection.back && selection.back.href !== '/'
        ? mainLinks.find((link) => link.href === selection.back?.href)
        : selection.parent
  return own?.kind ?? opener?.kind ?? 'explanation'
}

export interface Neighbours {
  previous: NavLink | undefined
  next: NavLink | undefined
}

/** Previous and next links in sidebar order; none when the page is not in the sidebar. */
export function neighbours(pathname: string, groups: readonly NavGroup[]): Neighbours {
  const links = flattenLinks(groups)
  const index = links.findIndex((link) => link.href === pathname)
  if (index === -1) return { previous: undefined, next: undefined }
  return { previous: links[index - 1], next: links[index + 1] }
}
