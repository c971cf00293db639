import { pageExists } from '@/lib/content/pages'
import { handleFeedback, methodNotAllowed } from '@/lib/feedback/http'
import { feedbackLimiter, feedbackStore } from '@/lib/feedback/service'
import { BASE_PATH } from '@/lib/site/config'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleFeedback(request, { store: feedbackStore, limiter: feedbackLimiter, basePath: BASE_PATH, isPage: pageExists })
}

export const GET = methodNotAllowed
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed
export const DELETE = methodNotAllowed
