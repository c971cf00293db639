import { jsonError } from '../http/body'
import { DEFAULT_DESCRIPTION } from '../metadata/metadata'
import { cardText, DEFAULT_TITLE, type CardText } from './text'

/** Draws the image for sanitised text; rejects when it cannot. */
export type RenderCard = (text: CardText) => Promise<Uint8Array<ArrayBuffer>>

/** The image depends only on the query, so any cache may keep it for good. */
export const CACHE_CONTROL = 'public, max-age=31536000, immutable'
const ALLOW = 'GET, HEAD'

export function methodNotAllowed(): Response {
  return jsonError(405, 'use GET to fetch the social image', { Allow: ALLOW })
}

function queryOf(url: string): string {
  const start = url.indexOf('?')
  return start === -1 ? '' : url.slice(start + 1)
}

async function renderWithFallback(text: CardText, render: RenderCard): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    return await render(text)
  } catch {
    // Text that trips the renderer still gets the site's card: a link preview without an image looks broken.
    try {
      return await render({ title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION })
    } catch {
      return undefined
    }
  }
}

/**
 * `GET /docs/api/og?title=…&description=…`: a 1200×630 PNG for link previews. Any query gives an image; only a
 * renderer that cannot draw even the default card (the fonts are missing from the deployment) gives a 503.
 */
export async function handleOgImage(request: Request, render: RenderCard): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed()
  // The query is read from the raw URL, not a parsed one, so no encoding in it can make parsing throw.
  const png = await renderWithFallback(cardText(queryOf(request.url)), render)
  if (!png) {
    return jsonError(503, 'the social image cannot be drawn right now', { 'Retry-After': '60' })
  }
  return new Response(request.method === 'HEAD' ? null : png, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE_CONTROL },
  })
}
