import { handleSearch } from '@/lib/search/http'
import { searchEngine } from '@/lib/search/store'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, context: { params: Promise<{ indexName: string }> }): Promise<Response> {
  const { indexName } = await context.params
  return handleSearch(request, { kind: 'single', indexName }, searchEngine)
}
