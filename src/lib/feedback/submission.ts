import { z } from 'zod'
import { ANSWERS, type FeedbackEntry } from './types'

export const LIMITS = { bodyBytes: 16 * 1024, comment: 4000, userAgent: 512, url: 2048 } as const

const submissionSchema = z.object({
  url: z.string().min(1, 'url is required').max(LIMITS.url, `url must be at most ${LIMITS.url} characters`),
  ua: z.string().max(LIMITS.userAgent, `ua must be at most ${LIMITS.userAgent} characters`).default(''),
  comment: z.string().max(LIMITS.comment, `comment must be at most ${LIMITS.comment} characters`).default(''),
  answer: z.enum(ANSWERS, { error: `answer must be one of ${ANSWERS.join(', ')}` }),
})

export type SubmissionResult = { ok: true; entry: FeedbackEntry } | { ok: false; field: string; message: string }

/**
 * The `/docs/...` path of a page URL: absolute or root-relative, with query, hash and trailing slash removed.
 * Undefined when it is not under the docs base path.
 */
export function docsPath(url: string, basePath: string): string | undefined {
  let pathname: string
  try {
    pathname = new URL(url, 'http://relative.invalid').pathname
  } catch {
    return undefined
  }
  const trimmed = pathname.replace(/\/+$/, '') || '/'
  if (trimmed !== basePath && !trimmed.startsWith(`${basePath}/`)) return undefined
  return trimmed
}

/**
 * Validates a submission body: the answer, the sizes, and that `url` is a page of this site (`isPage` takes the
 * route without the base path: '/' or '/apis').
 */
export function parseSubmission(body: unknown, basePath: string, isPage: (route: string) => boolean): SubmissionResult {
  const parsed = submissionSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.length ? issue.path.join('.') : 'body'
    const message = issue?.code === 'invalid_type' && issue.path.length ? `${field} must be a ${issue.expected}` : (issue?.message ?? 'invalid')
    return { ok: false, field, message: field === 'body' ? 'the body must be a JSON object' : message }
  }
  const { url, ua, comment, answer } = parsed.data
  const path = docsPath(url, basePath)
  const route = path === undefined ? undefined : path.slice(basePath.length) || '/'
  if (path === undefined || route === undefined || !isPage(route)) return { ok: false, field: 'url', message: 'url must be a page of this site' }
  // PostgreSQL text cannot hold NUL, and no reader means one: drop it rather than lose the submission.
  return { ok: true, entry: { path, answer, comment: comment.replaceAll('\u0000', ''), userAgent: ua.replaceAll('\u0000', '') } }
}
