import { PayloadTooLargeError, readBodyText } from '../http/body'
import type { SearchEngine } from './engine'
import { answer, LIMITS, parseQueries, parseQuery, SearchProtocolError } from './protocol'

/** Algolia-style error answer: `{message, status}` with that status. */
function error(status: number, message: string): Response {
  return Response.json({ message, status }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * Answers Algolia's search calls: `multi` for `POST 1/indexes/*\/queries` (`{requests: [...]}`), `single` for
 * `POST 1/indexes/{indexName}/query` (`{params}` or the params inline). Bad input gets a 4xx, never a 500.
 */
export async function handleSearch(
  request: Request,
  mode: { kind: 'multi' } | { kind: 'single'; indexName: string },
  engine: () => SearchEngine | undefined,
): Promise<Response> {
  let body: unknown
  try {
    body = JSON.parse(await readBodyText(request, LIMITS.bodyBytes))
  } catch (caught) {
    if (caught instanceof PayloadTooLargeError) return error(413, caught.message)
    return error(400, 'the request body is not valid JSON')
  }
  const index = engine()
  if (!index) return error(503, 'the search index is not loaded')
  try {
    if (mode.kind === 'single') {
      const fields = body !== null && typeof body === 'object' ? body : {}
      return Response.json(answer(index, parseQuery({ ...fields, indexName: mode.indexName })), { headers: { 'Cache-Control': 'no-store' } })
    }
    const results = parseQueries(body).map((query) => answer(index, query))
    return Response.json({ results }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (caught) {
    if (caught instanceof SearchProtocolError) return error(caught.status, caught.message)
    throw caught
  }
}
