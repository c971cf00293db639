import { site as docs } from '@/lib/site/site'
import { NOT_FOUND_PATH } from '../../checks/site/browser-axe-pages'
import { readBuiltSite } from '../../checks/site/next-build'

export const site = readBuiltSite()

/** The request path of a content route: `/docs`, `/docs/apis`. */
export function pagePath(route: string): string {
  return route === '/' ? site.basePath : `${site.basePath}${route}`
}

export const CONTENT_PAGES = docs().pages.map((page) => ({ ...page, path: pagePath(page.route) }))

/** Every page a reader can be shown: the content pages, and the not-found page at an unknown address. */
export const PAGES_TO_CHECK = [
  ...[...site.pages].map(([path, html]) => ({ path, html })),
  { path: `${site.basePath}${NOT_FOUND_PATH}`, html: site.notFoundHtml },
]
