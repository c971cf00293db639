import { jsonError, readJsonBody } from '../http/body'
import { clientKey, type RateLimiter } from './rate-limit'
import { LIMITS, parseSubmission } from './submission'
import type { FeedbackStore } from './types'

export interface FeedbackDeps {
  store: () => Promise<FeedbackStore>
  limiter: RateLimiter
  basePath: string
  isPage: (route: string) => boolean
}

export function methodNotAllowed(): Response {
  return jsonError(405, 'use POST to send feedback', { Allow: 'POST' })
}

/**
 * `POST /docs/api/feedback`: validates a submission and answers 201 `{id}` once it is committed. Every refusal is a
 * 4xx with `{message, status}`; a store that does not answer is a 503.
 */
export async function handleFeedback(request: Request, deps: FeedbackDeps): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed()
  const limited = deps.limiter.hit(clientKey(request.headers))
  if (!limited.allowed) return jsonError(429, 'too many submissions; try again later', { 'Retry-After': String(limited.retryAfterSeconds) })
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return jsonError(415, 'the body must be application/json')
  const read = await readJsonBody(request, LIMITS.bodyBytes)
  if (!read.ok) return read.response
  const submission = parseSubmission(read.body, deps.basePath, deps.isPage)
  if (!submission.ok) return jsonError(422, submission.message, {}, { field: submission.field })
  let id: number
  try {
    id = await (await deps.store()).add(submission.entry)
  } catch {
    return jsonError(503, 'feedback cannot be stored right now', { 'Retry-After': '30' })
  }
  return Response.json({ id }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
}
