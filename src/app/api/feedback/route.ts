import { handleFeedback, methodNotAllowed } from '@/lib/feedback/http'
import { feedbackLimiter, feedbackStore } from '@/lib/feedback/service'
import { BASE_PATH } from '@/lib/site/config'
import { site } from '@/lib/site/site'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleFeedback(request, { store: feedbackStore, limiter: feedbackLimiter, basePath: BASE_PATH, isPage: (route) => site().exists(route) })
}

export const GET = methodNotAllowed
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed
export const DELETE = methodNotAllowed
