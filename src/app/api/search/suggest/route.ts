import { handleSuggest } from '@/lib/search/http'
import { searchEngine } from '@/lib/search/store'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  return handleSuggest(request, searchEngine)
}
