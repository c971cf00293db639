/** Hosted Algolia, which the search modal queries instead of the site's own endpoint. */
export interface HostedSearch {
  appId: string
  /** A search-only key: it ships to every reader. */
  apiKey: string
  indexName: string
}

/**
 * Hosted search when all three build-time settings are present, otherwise undefined. The values are inlined into the
 * client bundle, so pass `process.env.X` reads.
 */
export function readHostedSearch(env: { appId?: string; apiKey?: string; indexName?: string }): HostedSearch | undefined {
  const { appId, apiKey, indexName } = env
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined
}
