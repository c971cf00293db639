import { routeOf } from '../navigation/page-links'
import { LINKS } from '../site/config'

/**
 * Where a search hit takes the reader inside the app: its URL without the /docs base path (the router adds it),
 * and without an `#overview` hash, which names the top of a page.
 */
export function hitPath(url: string): string {
  const parsed = new URL(url, 'https://docs.invalid')
  const path = routeOf(parsed.pathname) ?? parsed.pathname
  const hash = parsed.hash === '#overview' ? '' : parsed.hash
  return `${path}${parsed.search}${hash}`
}

/** A new issue on the docs repository, titled with the query a reader found nothing for. */
export function missingResultsUrl(query: string): string {
  const params = new URLSearchParams({ title: `Missing search results for "${query}"`, labels: 'search' })
  return `${LINKS.docsRepository}/issues/new?${params.toString()}`
}
