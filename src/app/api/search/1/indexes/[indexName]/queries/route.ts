import { handleSearch } from '@/lib/search/http'
import { searchEngine } from '@/lib/search/store'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleSearch(request, { kind: 'multi' }, searchEngine)
}
