import { jsonError } from '@/lib/http/body'
import { searchEngine } from '@/lib/search/store'
import { MAX_PATH, suggestPages } from '@/lib/search/suggest'

export const dynamic = 'force-dynamic'

/** `GET /docs/api/search/suggest?path=/docs/…`: pages like a missing one, for the 404 page. */
export function GET(request: Request): Response {
  const path = new URL(request.url).searchParams.get('path')
  if (path === null || path.length > MAX_PATH * 3) return jsonError(400, `path must be given, at most ${MAX_PATH * 3} characters`)
  const engine = searchEngine()
  if (!engine) return jsonError(503, 'the search index is not loaded')
  return Response.json({ pages: suggestPages(engine, path) }, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
