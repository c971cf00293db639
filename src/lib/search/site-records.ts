import { pageTree } from '../content/page-tree'
import { readPageSource } from '../content/pages'
import { site, type Site } from '../site/site'
import { pageRecords } from './records'
import type { DocSearchRecord } from './types'

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
      pageRank: route.rank,
      language: route.reference?.sdk.key,
      version: route.reference?.version.version,
    })
  })
}
