import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { z } from 'zod'
import { jsonError, readJsonBody } from '../http/body'
import { clientKey, type RateLimiter } from '../feedback/rate-limit'
import { MAX_QUERY_LENGTH, type FacetFilter, type SearchEngine } from '../search/engine'
import { VERSION_SEGMENT } from '../sdks/version-segment'

/** One search result as the tools return it: a page, its title, its address and a snippet of plain text. */
export interface PageHit {
  id: string
  title: string
  url: string
  text: string
}

/** A page's Markdown, as the fetch tool returns it. */
export interface FetchedPage {
  id: string
  title: string
  url: string
  text: string
}

export interface DocsMcpOptions {
  /** The SDK keys `language` accepts. */
  languages: readonly string[]
  /** The site's address with its base path: `https://nitric.io/docs`. */
  siteUrl: string
  basePath: string
  engine: () => SearchEngine | undefined
  /** A page's Markdown (for one SDK's readers when `language` is given); undefined when there is no such page. */
  markdown: (route: string, language: string | undefined) => string | undefined
  limiter: RateLimiter
}

const MAX_BODY_BYTES = 16 * 1024
const MAX_ID_LENGTH = 300
const RESULTS = 10
const SNIPPET = 240

/** The route an id names: a path with or without the base path, or a URL, with `.md`, query and `#hash` ignored. */
export function routeForId(id: string, basePath: string): string | undefined {
  let path = id.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return undefined
    }
  }
  path = path.replace(/[?#].*$/, '').replace(/\.md$/, '').replace(/\/+$/, '')
  if (!path.startsWith('/')) path = `/${path}`
  if (path === basePath || path === `${basePath}/index`) return '/'
  if (path.startsWith(`${basePath}/`)) path = path.slice(basePath.length)
  return /^\/[\w./-]*$/.test(path) && !path.includes('..') ? path : undefined
}

function plain(text: string): string {
  return text.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim()
}

/** The best pages for a query: one hit per page, its best record's heading and text. */
export function searchPages(engine: SearchEngine, query: string, options: { language?: string; version?: string; siteUrl: string; basePath: string }): PageHit[] {
  const boost: FacetFilter[][] = [
    ...(options.language ? [[{ attribute: 'language' as const, value: options.language }]] : []),
    ...(options.version ? [[{ attribute: 'version' as const, value: options.version }]] : []),
  ]
  const { matches } = engine.search(query, { optionalFilters: boost, limit: RESULTS * 5 })
  const hits: PageHit[] = []
  const seen = new Set<string>()
  for (const { record } of matches) {
    const pagePath = record.url.replace(/#.*$/, '')
    if (seen.has(pagePath)) continue
    seen.add(pagePath)
    const route = pagePath === options.basePath ? '/' : pagePath.slice(options.basePath.length)
    const heading = [record.hierarchy.lvl1, record.hierarchy.lvl2, record.hierarchy.lvl3].filter(Boolean).join(' › ')
    hits.push({
      id: route,
      title: plain(heading || record.hierarchy.lvl0 || route),
      url: `${options.siteUrl}${route === '/' ? '' : route}${record.url.includes('#') ? record.url.slice(record.url.indexOf('#')) : ''}`,
      text: plain(record.content ?? '').slice(0, SNIPPET),
    })
    if (hits.length === RESULTS) break
  }
  return hits
}

function server(options: DocsMcpOptions): McpServer {
  const mcp = new McpServer({ name: 'nitric-docs', version: '1.0.0' })
  const language = z.enum(options.languages as [string, ...string[]]).optional()
  const asText = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value) }] })

  mcp.registerTool(
    'search',
    {
      title: 'Search the Nitric docs',
      description:
        "Searches the Nitric documentation and returns the best pages, each with an id for fetch, its title, URL and a snippet. Give `language` (an SDK key) to rank that SDK's reference higher, and `version` (such as v0) to rank that version's reference pages higher.",
      inputSchema: {
        query: z.string().trim().min(1).max(MAX_QUERY_LENGTH),
        language,
        version: z.string().max(3).regex(VERSION_SEGMENT).optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, language: sdk, version }) => {
      const engine = options.engine()
      if (!engine) throw new Error('the search index is not loaded')
      return asText({ results: searchPages(engine, query, { language: sdk, version, siteUrl: options.siteUrl, basePath: options.basePath }) })
    },
  )

  mcp.registerTool(
    'fetch',
    {
      title: 'Fetch a Nitric docs page',
      description:
        "Returns a page of the Nitric documentation as Markdown. `id` is a page's id from search, its path or its URL. Give `language` (an SDK key) to keep only that SDK's code in the page's code groups.",
      inputSchema: { id: z.string().trim().min(1).max(MAX_ID_LENGTH), language },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id, language: sdk }) => {
      const route = routeForId(id, options.basePath)
      const text = route === undefined ? undefined : options.markdown(route, sdk)
      if (route === undefined || text === undefined) return { isError: true, content: [{ type: 'text' as const, text: `No page of the Nitric docs has the id ${JSON.stringify(id.slice(0, 100))}: use an id from search.` }] }
      const page: FetchedPage = { id: route, title: /^# (.*)$/m.exec(text)?.[1] ?? route, url: `${options.siteUrl}${route === '/' ? '' : route}`, text }
      return asText(page)
    },
  )
  return mcp
}

/**
 * Answers one request to the docs MCP server (Streamable HTTP, stateless: a new server per request, JSON answers):
 * POST only, a bounded body, rate-limited per client like the feedback API.
 */
export async function handleMcpRequest(request: Request, options: DocsMcpOptions): Promise<Response> {
  if (request.method !== 'POST') return jsonError(405, 'the docs MCP server answers POST only (stateless Streamable HTTP)', { Allow: 'POST' })
  const limited = options.limiter.hit(clientKey(request.headers))
  if (!limited.allowed) return jsonError(429, 'too many requests', { 'Retry-After': String(limited.retryAfterSeconds) })
  const read = await readJsonBody(request, MAX_BODY_BYTES)
  if (!read.ok) return read.response
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
  const mcp = server(options)
  await mcp.connect(transport)
  try {
    const response = await transport.handleRequest(request, { parsedBody: read.body })
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', 'no-store')
    return new Response(await response.text(), { status: response.status, headers })
  } finally {
    await mcp.close()
  }
}
