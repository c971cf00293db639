import { parse } from 'node-html-parser'
import { resolvePath, type Served, type ServedFiles } from './served'

export interface PageToCheck {
  /** The request path the page answers at; relative links resolve against it. */
  path: string
  html: string
}

/** What the static checks read from a page's HTML, parsed once however many checks read it. */
export interface PageOutline {
  /** Every id on the page, in document order, repeats included. */
  ids: string[]
  /** The same ids, for lookups. */
  anchors: Set<string>
  /** The href of each link, in document order. */
  links: string[]
  /** How many h1 elements the page has. */
  h1: number
  /** The ids of the section headings (h2 to h6) in the page's main content, in document order. */
  sectionIds: string[]
}

const outlines = new Map<string, PageOutline>()

export function readOutline(html: string): PageOutline {
  let outline = outlines.get(html)
  if (!outline) {
    const root = parse(html)
    const main = root.querySelector('main')
    const ids = root.querySelectorAll('[id]').map((element) => element.id)
    outline = {
      ids,
      anchors: new Set(ids),
      links: root.querySelectorAll('a[href]').map((element) => element.getAttribute('href') ?? ''),
      h1: root.querySelectorAll('h1').length,
      sectionIds: main ? main.querySelectorAll('h2[id], h3[id], h4[id], h5[id], h6[id]').map((element) => element.id) : [],
    }
    outlines.set(html, outline)
  }
  return outline
}

/** The ids on a page (anchor targets) and the href of each of its links, in document order. */
export function readAnchors(html: string): { ids: Set<string>; links: string[] } {
  const { anchors, links } = readOutline(html)
  return { ids: anchors, links }
}

function fragment(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

/** A page's ids, or none for a file. */
function idsOf(served: Served & { kind: 'page' | 'file' }): Set<string> {
  return served.kind === 'file' ? new Set() : readOutline(served.html).anchors
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
    for (const id of readOutline(page.html).ids) counts.set(id, (counts.get(id) ?? 0) + 1)
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `${page.path}: id "${id}" appears ${count} times`)
  })
}

/**
 * Each page has one h1, its title, and every section heading of its content can be found: search has a record for
 * it, and nothing else. Returns one line per page that differs.
 */
export function checkSectionRecords(pages: readonly PageToCheck[], records: ReadonlyArray<{ url: string; type?: string }>): string[] {
  const sectionsOf = new Map<string, string[]>()
  for (const record of records) {
    if (record.type === 'content') continue
    const hash = record.url.indexOf('#')
    if (hash === -1) continue
    const path = record.url.slice(0, hash)
    sectionsOf.set(path, [...(sectionsOf.get(path) ?? []), fragment(record.url.slice(hash))])
  }
  return pages.flatMap((page) => {
    const { h1, sectionIds } = readOutline(page.html)
    const problems = h1 === 1 ? [] : [`${page.path}: ${h1} h1 elements; the layout renders the title as the only one`]
    const onPage = [...sectionIds].sort()
    const inSearch = [...(sectionsOf.get(page.path) ?? [])].sort()
    if (onPage.join() !== inSearch.join()) problems.push(`${page.path}: section headings ${onPage.join(', ')} but search records point at ${inSearch.join(', ')}`)
    return problems
  })
}
