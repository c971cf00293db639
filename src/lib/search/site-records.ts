import { allPages, readPageSource } from '../content/pages'
import { navigation } from '../navigation/config'
import { versionContext } from '../versions/context'
import { pageRecords } from './records'
import { searchSection } from './section'
import type { DocSearchRecord } from './types'

/**
 * Older reference versions rank below everything else, so a search lands on current docs first; pages comparing
 * Nitric with other tools rank below Nitric's own pages, which share their headings ('Permissions', 'Deployment').
 */
export function pageRank(route: string): number {
  if (route.startsWith('/concepts/comparison/')) return -1
  const context = versionContext(route)
  if (context.isReferenceDocs) return context.isNotLatest ? -3 : 0
  return 1
}

/** The search records of every page of the site. */
export function siteRecords(): DocSearchRecord[] {
  return allPages().flatMap((page) =>
    pageRecords({
      route: page.route,
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      section: searchSection(page.route, navigation),
      source: readPageSource(page),
      pageRank: pageRank(page.route),
    }),
  )
}
