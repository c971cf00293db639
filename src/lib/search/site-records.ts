import { pageTree } from '../content/page-tree'
import { readPageSource } from '../content/pages'
import { site, type RouteData, type Site } from '../site/site'
import { pageRecords } from './records'
import type { DocSearchRecord } from './types'

/**
 * Older reference versions rank below everything else, so a search lands on current docs first; pages comparing
 * Nitric with other tools rank below Nitric's own pages, which share their headings ('Permissions', 'Deployment').
 */
export function pageRank(route: Pick<RouteData, 'route' | 'reference'>): number {
  if (route.route.startsWith('/concepts/comparison/')) return -4
  if (route.reference) return route.reference.isLatest ? 0 : -3
  return 1
}

/** The search records of every page of the site. */
export function siteRecords({ pages, routeData }: Site = site()): DocSearchRecord[] {
  return pages.flatMap((page) => {
    const route = routeData(page.route)
    return pageRecords({
      route: page.route,
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      section: route.section,
      tree: pageTree(readPageSource(page), page.file).tree,
      pageRank: pageRank(route),
      language: route.reference?.sdk.key,
      version: route.reference?.version.version,
    })
  })
}
