import { DerivedCache } from '../content/derived-cache'
import { pageTree, sourceHash } from '../content/page-tree'
import { readPageSource } from '../content/pages'
import { site, type Site } from '../site/site'
import { pageRecords } from './records'
import type { DocSearchRecord } from './types'

const recordCache = new DerivedCache<DocSearchRecord[]>()

/**
 * Each page's search records, in page order. A page's records are derived again only when its source or what the
 * site says about it (section, rank, language, version) changed since the cache last saw it; the arrays of pages
 * that did not change are the cache's own, so a caller may keep what it made of them.
 */
export function recordsByPage({ pages, routeData }: Site = site(), cache: DerivedCache<DocSearchRecord[]> = recordCache): DocSearchRecord[][] {
  const records = pages.map((page) => {
    const route = routeData(page.route)
    const source = readPageSource(page)
    const input = {
      route: page.route,
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      section: route.section,
      pageRank: route.rank,
      language: route.reference?.sdk.key,
      version: route.reference?.version.version,
    }
    const key = `${page.file}\u0000${sourceHash(source)}\u0000${JSON.stringify(input)}`
    return cache.get(key, () => pageRecords({ ...input, tree: pageTree(source, page.file).tree }))
  })
  cache.endPass()
  return records
}

/** The search records of every page of the site. */
export function siteRecords(docs: Site = site(), cache: DerivedCache<DocSearchRecord[]> = recordCache): DocSearchRecord[] {
  return recordsByPage(docs, cache).flat()
}
