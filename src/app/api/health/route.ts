import { readFileSync } from 'node:fs'
import path from 'node:path'
import { feedbackStore } from '@/lib/feedback/service'
import { checkHealth } from '@/lib/health/health'
import { searchEngine } from '@/lib/search/store'

export const dynamic = 'force-dynamic'

function buildId(): string | undefined {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return undefined
  }
}

export async function GET(): Promise<Response> {
  const { httpStatus, report } = await checkHealth({
    buildId,
    searchRecords: () => searchEngine()?.size,
    pingFeedbackStore: async () => (await feedbackStore()).ping(),
  })
  return Response.json(report, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } })
}
