import { PayloadTooLargeError, readBodyText } from '../http/body'
import { clientKey, type RateLimiter } from './rate-limit'
import { LIMITS, parseSubmission } from './submission'
import type { FeedbackStore } from './types'

export interface FeedbackDeps {
  store: () => Promise<FeedbackStore>
  limiter: RateLimiter
  basePath: string
  isPage: (route: string) => boolean
}

function error(status: number, message: string, headers: Record<string, string> = {}, field?: string): Response {
  return Response.json({ message, status, ...(field ? { field } : {}) }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export function methodNotAllowed(): Response {
  return error(405, 'use POST to send feedback', { Allow: 'POST' })
}

/**
 * `POST /docs/api/feedback`: validates a submission and answers 201 `{id}` once it is committed. Every refusal is a
 * 4xx with `{message, status}`; a store that does not answer is a 503.
 */
export async function handleFeedback(request: Request, deps: FeedbackDeps): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed()
  const limited = deps.limiter.hit(clientKey(request.headers))
  if (!limited.allowed) return error(429, 'too many submissions; try again later', { 'Retry-After': String(limited.retryAfterSeconds) })
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return error(415, 'the body must be application/json')
  let body: unknown
  try {
    body = JSON.parse(await readBodyText(request, LIMITS.bodyBytes))
  } catch (caught) {
    if (caught instanceof PayloadTooLargeError) return error(413, caught.message)
    return error(400, 'the request body is not valid JSON')
  }
  const submission = parseSubmission(body, deps.basePath, deps.isPage)
  if (!submission.ok) return error(422, submission.message, {}, submission.field)
  let id: number
  try {
    id = await (await deps.store()).add(submission.entry)
  } catch {
    return error(503, 'feedback cannot be stored right now', { 'Retry-After': '30' })
  }
  return Response.json({ id }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
}
