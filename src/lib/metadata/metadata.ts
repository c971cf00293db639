import { pageHref } from '../navigation/page-links'
import { LINKS } from '../site/config'
import type { VersionContext } from '../versions/context'

export const SITE_TITLE = 'Nitric Documentation'
export const DEFAULT_DESCRIPTION = 'Documentation for the Nitric cloud application framework.'
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** The blog's feed, advertised on every page. */
export const FEED_ALTERNATES = { 'application/rss+xml': [{ url: LINKS.blogFeed, title: 'Nitric Blog' }] }

/** The browser-tab title of a page. */
export function pageTitle(pathname: string, context: VersionContext, page: { title: string; title_meta?: string }): string {
  if (pathname === '/') return SITE_TITLE
  const suffix = context.isReferenceDocs && context.isNotLatest ? `Nitric ${context.currentVersion} Documentation` : SITE_TITLE
  return `${page.title_meta ?? page.title} - ${suffix}`
}

/** The canonical URL: docs base plus path, without query or hash. */
export function canonicalUrl(baseUrl: string, basePath: string, pathname: string): string {
  return `${baseUrl}${pageHref(pathname.split(/[?#]/)[0] ?? '/', basePath)}`
}

/** The social image for a page, served by the image endpoint. */
export function ogImagePath(basePath: string, title: string, description: string): string {
  const query = new URLSearchParams({ title, description })
  return `${basePath}/api/og?${query.toString()}`
}

/** The 'Edit on GitHub' address of a source file. */
export function editUrl(repository: string, branch: string, file: string): string {
  return `${repository}/edit/${encodeURIComponent(branch)}/${file}`
}
