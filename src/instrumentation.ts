/**
 * Runs once when the server starts. The search index is built here rather than on the first query, which would
 * otherwise wait for it and can outlast the search client's 2-second read timeout on a busy machine.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { searchEngine } = await import('./lib/search/store')
  searchEngine()
}
