import { BASE_PATH } from '../site/config'

/**
 * The address of a page for an `href`: a route ('/apis', '/#libraries') gets the base path, as the browser needs it;
 * anything else (another site, a fragment of this page) is returned as it is.
 */
export function pageHref(route: string, basePath: string = BASE_PATH): string {
  if (!route.startsWith('/')) return route
  const end = route.search(/[?#]/)
  const path = end === -1 ? route : route.slice(0, end)
  const rest = end === -1 ? '' : route.slice(end)
  return `${basePath}${path === '/' ? '' : path}${rest}`
}

/** The route a path under the base path names ('/docs/apis' → '/apis'), or undefined for a path outside it. */
export function routeOf(pathname: string, basePath: string = BASE_PATH): string | undefined {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return undefined
  return pathname.slice(basePath.length) || '/'
}

/** The parts of a click that decide whether it is a plain one, which opens a link in the same tab. */
export interface LinkClick {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

export function isPlainClick(click: LinkClick): boolean {
  return !click.defaultPrevented && click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey
}

/** A link as the browser resolved it: `href` absolute. */
export interface LinkElement {
  href: string
  target: string
  download: boolean
}

/**
 * The router's path (without the base path) for a link to one of this site's pages, or undefined when the browser
 * should follow the link itself: another origin or tab, a download, the API, built assets, files such as the
 * Markdown versions (`.md`) and llms.txt, and a fragment of the page being read.
 */
export function routerPath(link: LinkElement, current: { origin: string; pathname: string; search: string }, basePath: string = BASE_PATH): string | undefined {
  if (link.download || (link.target !== '' && link.target !== '_self')) return undefined
  let url: URL
  try {
    url = new URL(link.href)
  } catch {
    return undefined
  }
  if (url.origin !== current.origin) return undefined
  const path = routeOf(url.pathname, basePath)
  if (path === undefined || /^\/(api|_next)(\/|$)/.test(path) || /\.[^/]*$/.test(path)) return undefined
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return undefined
  return `${path}${url.search}${url.hash}`
}
