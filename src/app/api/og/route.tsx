import { handleOgImage, methodNotAllowed } from '@/lib/og/http'
import { renderCard } from './card'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return handleOgImage(request, renderCard)
}

export const HEAD = GET
export const POST = methodNotAllowed
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed
export const DELETE = methodNotAllowed
export const OPTIONS = methodNotAllowed
