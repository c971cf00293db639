import type { NavGroup, NavLink } from './types'

/** A sidebar group's title and place, from its folder's `_group.json` or the shared table (`sidebar-groups.ts`). */
export interface GroupMeta {
  title: string
  /** Groups are listed by position, lowest first. */
  position: number
}

export interface SidebarPage {
  route: string
  /** The source file relative to the content folder: `reference/nodejs/api/api-get.mdx`. */
  file: string
  /** The link text (`pageLabel`). */
  label: string
  /** Frontmatter `sidebar_position`; pages without one follow, by route. */
  position: number | undefined
  /** Frontmatter `sidebar_group`: a folder of the version whose group lists this page instead of its own folder's. */
  group?: string | undefined
}

export class SidebarError extends Error {}

/** Lowest `sidebar_position` first; pages without one follow, by route. */
export function byPosition(a: { position: number | undefined; route: string }, b: { position: number | undefined; route: string }): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY
  const pb = b.position ?? Number.POSITIVE_INFINITY
  return pa === pb ? a.route.localeCompare(b.route) : pa - pb
}

/**
 * The sidebar of one version of a library reference, derived from its folder: the root's own pages (its index
 * first) in an untitled group, then one group per sub-folder, titled and ordered by `groupOf` the folder. A page
 * with a `group` is listed in that folder's group instead, which needs no pages of its own.
 * `pages` are the pages of this version only; `groupOf` gives a folder (relative to the content folder) its title and
 * position, or throws.
 */
export function referenceSidebar(root: string, pages: readonly SidebarPage[], groupOf: (folder: string) => GroupMeta): NavGroup[] {
  const rootFolder = root.replace(/^\//, '')
  const top: SidebarPage[] = []
  const byFolder = new Map<string, SidebarPage[]>()
  for (const page of pages) {
    const inRoot = page.file.slice(rootFolder.length + 1)
    if (!page.file.startsWith(`${rootFolder}/`)) throw new SidebarError(`${page.file} is not in ${rootFolder}/`)
    const own = inRoot.includes('/') ? inRoot.split('/')[0] : undefined
    const folder = page.group ? `${rootFolder}/${page.group}` : own && `${rootFolder}/${own}`
    if (folder === undefined) top.push(page)
    else byFolder.set(folder, [...(byFolder.get(folder) ?? []), page])
  }
  const link = (page: SidebarPage): NavLink => ({ href: page.route, title: page.label })
  const topLinks = top.sort((a, b) => (a.route === root ? -1 : b.route === root ? 1 : byPosition(a, b))).map(link)
  const folders = [...byFolder.keys()].map((folder) => ({ folder, ...groupOf(folder) }))
  folders.sort((a, b) => a.position - b.position || a.folder.localeCompare(b.folder))
  return [
    ...(topLinks.length > 0 ? [{ links: topLinks }] : []),
    ...folders.map(({ folder, title }) => ({ title, links: (byFolder.get(folder) ?? []).sort(byPosition).map(link) })),
  ]
}
