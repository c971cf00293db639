import { parse } from 'node-html-parser'
import { resolvePath, type Served, type ServedFiles } from './served'

export interface PageToCheck {
  /** The request path the page answers at; relative links resolve against it. */
  path: string
  html: string
}

/** The ids on a page (anchor targets) and the href of each of its links, in document order. */
export function readAnchors(html: string): { ids: Set<string>; links: string[] } {
  const root = parse(html)
  return {
    ids: new Set(root.querySelectorAll('[id]').map((element) => element.id)),
    links: root.querySelectorAll('a[href]').map((element) => element.getAttribute('href') ?? ''),
  }
}

function fragment(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

/** Looks up each page's ids once, however many links point at it. */
function idIndex(): (served: Served & { kind: 'page' | 'file' }) => Set<string> {
  const ids = new Map<string, Set<string>>()
  return (served) => {
    if (served.kind === 'file') return new Set()
    let known = ids.get(served.path)
    if (!known) {
      known = readAnchors(served.html).ids
      ids.set(served.path, known)
    }
    return known
  }
}

function isUnder(pathname: string, basePath: string): boolean {
  return pathname === basePath || pathname.startsWith(`${basePath}/`)
}

/**
 * Every link on the given pages that stays on this site must lead, without a redirect and inside the base path, to a
 * page or file that the server answers with 200, and its #fragment to an id on that page. Returns one line per
 * broken link, and the pages it read.
 */
export function checkLinks(pages: readonly PageToCheck[], site: ServedFiles, basePath: string): { checked: string[]; problems: string[] } {
  const idsOf = idIndex()
  const problems: string[] = []
  for (const page of pages) {
    for (const href of readAnchors(page.html).links) {
      const target = new URL(href, `http://site${page.path}`)
      if (target.host !== 'site') continue
      if (!isUnder(target.pathname, basePath)) {
        problems.push(`${page.path}: ${href} leaves the ${basePath} base path`)
        continue
      }
      const served: Served = target.pathname === page.path ? { kind: 'page', ...page } : resolvePath(target.pathname, site)
      if (served.kind === 'redirect') problems.push(`${page.path}: ${href} redirects (${served.status} to ${served.location})`)
      else if (served.kind === 'not-found') problems.push(`${page.path}: ${href} answers 404`)
      else if (target.hash && !idsOf(served).has(fragment(target.hash))) problems.push(`${page.path}: ${href} has no such anchor`)
    }
  }
  return { checked: pages.map((page) => page.path), problems }
}

/**
 * Every search record must lead to a page (not a redirect) and its #fragment to an id on it. Returns one line per
 * broken record, and the pages the records lead to.
 */
export function checkSearchRecords(records: ReadonlyArray<{ url: string }>, site: ServedFiles): { pages: Set<string>; problems: string[] } {
  const idsOf = idIndex()
  const pages = new Set<string>()
  const problems: string[] = []
  for (const { url } of records) {
    const target = new URL(url, 'http://site')
    const served = resolvePath(target.pathname, site)
    if (served.kind !== 'page') {
      problems.push(`${url}: ${served.kind === 'redirect' ? `redirects (${served.status} to ${served.location})` : served.kind === 'file' ? 'is a file, not a page' : 'answers 404'}`)
      continue
    }
    pages.add(served.path)
    if (target.hash && !idsOf(served).has(fragment(target.hash))) problems.push(`${url}: no such anchor`)
  }
  return { pages, problems }
}

/** Ids used more than once on a page: a link or an ARIA reference to one reaches only the first. */
export function checkUniqueIds(pages: readonly PageToCheck[]): string[] {
  return pages.flatMap((page) => {
    const counts = new Map<string, number>()
    for (const element of parse(page.html).querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1)
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `${page.path}: id "${id}" appears ${count} times`)
  })
}
