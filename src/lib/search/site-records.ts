import { DerivedCache } from '../content/derived-cache'
import { pageTree, sourceHash } from '../content/page-tree'
import { readPageSource } from '../content/pages'
import { site, type RouteData, type Site } from '../site/site'
import { pageRecords } from './records'
import type { DocSearchRecord } from './types'

/**
 * The explanations (concepts, getting started, building blocks) rank first for the words they explain, then the
 * operations reference (CLI, environment, preview features), then the step-by-step guides, then the provider pages,
 * which repeat each resource's name for every cloud, then the architecture pages, which summarise every cloud's
 * version of a resource the building block explains. Library references follow in the registry's order (`index`), so
 * a query naming a method in no particular language shows the first SDK's page first; older versions rank below
 * everything else, and pages comparing Nitric with other tools below Nitric's own pages, which share their headings
 * ('Permissions').
 */
export function pageRank(route: Pick<RouteData, 'route' | 'reference'>, index = 0): number {
  if (route.route.startsWith('/concepts/comparison/')) return -4
  if (route.reference) {
    // A legacy SDK's only version is older than the supported SDKs' but is all its readers have.
    const age = route.reference.isLatest ? 0 : route.reference.sdk.status === 'legacy' ? -1.5 : -3
    return age - index * 0.8
  }
  if (route.route.startsWith('/reference/providers/') || route.route === '/reference/providers') return 0
  // Their titles name a resource ('Architecture - Queues'), which the building block should answer first.
  if (route.route.startsWith('/architecture/') || route.route === '/architecture') return -1
  // Step-by-step guides mention most resources in passing on long pages: they should answer the tasks they are named
  // for ('github actions', 'use express'), not a resource's name, which the building blocks explain.
  if (route.route === '/guides' || route.route.startsWith('/guides/')) return 2
  if (route.route.startsWith('/reference/')) return 3
  return 4
}

const recordCache = new DerivedCache<DocSearchRecord[]>()

/**
 * The search records of every page of the site. A page's records are derived again only when its source or what the
 * site says about it (section, rank, language, version) changed since the cache last saw it.
 */
export function siteRecords({ pages, routeData, registry }: Site = site(), cache: DerivedCache<DocSearchRecord[]> = recordCache): DocSearchRecord[] {
  const records = pages.flatMap((page) => {
    const route = routeData(page.route)
    const source = readPageSource(page)
    const input = {
      route: page.route,
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      section: route.section,
      pageRank: pageRank(route, route.reference ? registry.findIndex((sdk) => sdk.key === route.reference?.sdk.key) : 0),
      language: route.reference?.sdk.key,
      version: route.reference?.version.version,
    }
    const key = `${page.file}\u0000${sourceHash(source)}\u0000${JSON.stringify(input)}`
    return cache.get(key, () => pageRecords({ ...input, tree: pageTree(source, page.file).tree }))
  })
  cache.endPass()
  return records
}
