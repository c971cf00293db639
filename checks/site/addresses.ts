import { resolvePath, type Served, type ServedFiles } from './served'

/** An address a reader may arrive with, and the title of what it showed them where that is known. */
export interface KnownAddress {
  path: string
  title?: string
  /** The route of the page it showed, when it redirected there. */
  showed?: string
}

/** Words that say nothing about a page's topic: every page is Nitric's, most are a guide or a reference. */
const FILLER = new Set(['nitric', 'docs', 'documentation', 'the', 'and', 'with', 'for', 'your', 'using', 'how', 'use', 'what'])

/** Words that name one topic: the public site called its page on permissions 'Security'. */
const SAME_TOPIC = new Map([['security', 'access']])

/** The words of a title or route that name its topic, lower-cased, a plural's final s dropped. */
export function topicWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 1 && !FILLER.has(word))
      .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
      .map((word) => SAME_TOPIC.get(word) ?? word),
  )
}

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
}

/** A page's description and section headings: a page that says it covers a topic, or gives it a section, does. */
function summaryOf(html: string): string {
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
  const headings = [...html.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ' '))
  return [description, ...headings].join(' ')
}

function hasId(html: string, id: string): boolean {
  return html.includes(` id="${id}"`)
}

export interface AddressOutcome {
  path: string
  /** The page it ends on (request path), if it ends on one. */
  page?: string
  problem?: string
}

/**
 * Where an address ends: on a page, directly or after exactly one redirect, and a page that shares a topic word (in
 * its title, route, description or section headings) with the address's old title and its own words.
 */
export function followAddress(address: KnownAddress, site: ServedFiles & { basePath: string }): AddressOutcome {
  const request = address.path === '/' ? site.basePath : `${site.basePath}${address.path}`
  const first = resolvePath(request, site)
  let final: Served = first
  let anchor: string | undefined
  if (first.kind === 'redirect') {
    const [location, hash] = first.location.split('#') as [string, string | undefined]
    anchor = hash
    final = resolvePath(location, site)
    if (final.kind === 'redirect') return { path: address.path, problem: `two redirects: ${first.location}, then ${final.location}` }
  }
  if (final.kind !== 'page') return { path: address.path, problem: first.kind === 'redirect' ? `redirects to ${first.location}, which is not a page` : 'not found' }
  if (anchor && !hasId(final.html, anchor)) return { path: address.path, page: final.path, problem: `redirects to #${anchor}, which ${final.path} does not have` }
  const expected = topicWords(`${address.title ?? ''} ${address.path}`)
  const reached = topicWords(`${titleOf(final.html)} ${final.path.slice(site.basePath.length)} ${summaryOf(final.html)}`)
  // The home page is about everything: an address that showed it may end on ours.
  if (!(address.showed === '/' && final.path === site.basePath) && ![...expected].some((word) => reached.has(word))) {
    return { path: address.path, page: final.path, problem: `ends on ${final.path} ('${titleOf(final.html)}'), which shares no topic word with '${address.title ?? address.path}'` }
  }
  return { path: address.path, page: final.path }
}
