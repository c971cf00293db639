import { jsonError, readJsonBody } from '../http/body'
import type { SearchEngine } from './engine'
import { answer, LIMITS, parseQueries, parseQuery, SearchProtocolError } from './protocol'
import { MAX_PATH, suggestPages } from './suggest'

/**
 * Answers Algolia's search calls: `multi` for `POST 1/indexes/*\/queries` (`{requests: [...]}`), `single` for
 * `POST 1/indexes/{indexName}/query` (`{params}` or the params inline). Bad input gets a 4xx, never a 500.
 */
export async function handleSearch(
  request: Request,
  mode: { kind: 'multi' } | { kind: 'single'; indexName: string },
  engine: () => SearchEngine | undefined,
): Promise<Response> {
  const read = await readJsonBody(request, LIMITS.bodyBytes)
  if (!read.ok) return read.response
  const body = read.body
  const index = engine()
  if (!index) return jsonError(503, 'the search index is not loaded')
  try {
    if (mode.kind === 'single') {
      const fields = body !== null && typeof body === 'object' ? body : {}
      return Response.json(answer(index, parseQuery({ ...fields, indexName: mode.indexName })), { headers: { 'Cache-Control': 'no-store' } })
    }
    const results = parseQueries(body).map((query) => answer(index, query))
    return Response.json({ results }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (caught) {
    if (caught instanceof SearchProtocolError) return jsonError(caught.status, caught.message)
    throw caught
  }
}

/** `GET …/api/search/suggest?path=/docs/…`: up to five pages like a missing one, for the 404 page. */
export function handleSuggest(request: Request, engine: () => SearchEngine | undefined): Response {
  const path = new URL(request.url).searchParams.get('path')
  // Escaped, an address of MAX_PATH characters may take three times as many.
  if (path === null || path.length > MAX_PATH * 3) return jsonError(400, `path must be given, at most ${MAX_PATH * 3} characters`)
  const index = engine()
  if (!index) return jsonError(503, 'the search index is not loaded')
  return Response.json({ pages: suggestPages(index, path) }, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
