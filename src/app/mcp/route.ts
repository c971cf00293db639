import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { RateLimiter } from '@/lib/feedback/rate-limit'
import { languageTwinFile, markdownFile } from '@/lib/markdown/urls'
import { handleMcpRequest } from '@/lib/mcp/docs-mcp'
import { SDK_REGISTRY } from '@/lib/sdks/registry'
import { searchEngine } from '@/lib/search/store'
import { BASE_PATH, readSiteConfig } from '@/lib/site/config'

export const dynamic = 'force-dynamic'

// Agents call in bursts (a search, then several fetches): more than the feedback form allows, still bounded.
const limiter = new RateLimiter(120, 60_000)

/** A page's Markdown twin as the build wrote it (one SDK's, when the page has code of other SDKs). */
function markdown(route: string, language: string | undefined): string | undefined {
  // Written out, not joined from MARKDOWN_DIR, so the server bundle's file tracing stays inside public/markdown.
  const dir = path.join(process.cwd(), 'public', 'markdown')
  const files = [...(language ? [languageTwinFile(language, route)] : []), markdownFile(route)]
  const file = files.map((relative) => path.join(dir, relative)).find((candidate) => candidate.startsWith(`${dir}${path.sep}`) && existsSync(candidate))
  return file ? readFileSync(file, 'utf8') : undefined
}

function handle(request: Request): Promise<Response> {
  return handleMcpRequest(request, {
    languages: SDK_REGISTRY.map((sdk) => sdk.key),
    siteUrl: `${readSiteConfig().baseUrl}${BASE_PATH}`,
    basePath: BASE_PATH,
    engine: searchEngine,
    markdown,
    limiter,
  })
}

export const POST = handle
export const GET = handle
export const DELETE = handle
