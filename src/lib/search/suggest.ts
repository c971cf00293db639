import { SDK_REGISTRY, type SdkRegistry } from '../sdks/registry'
import { isVersionSegment } from '../sdks/version-segment'
import { BASE_PATH } from '../site/config'
import type { FacetFilter, SearchEngine } from './engine'
import { typoDistance, typosAllowed } from './query'
import { hitLabel } from './reader'

/** A page offered on the 404 page. */
export interface Suggestion {
  /** The route, without the /docs base. */
  path: string
  title: string
  section: string
  /** The SDK and version, for reference pages. */
  label?: string
}

const MAX_SUGGESTIONS = 5
/** Longest missing address read; anything longer is cut before it is searched. */
export const MAX_PATH = 512
/** Segments that say where a page sits, not what it is about. */
const STRUCTURAL = new Set(['docs', 'reference', 'index', 'md', 'mdx', 'html'])

/**
 * What a missing address asks for: the words of its last segment, which names the page, then the words of the whole
 * path; and the SDK and version its segments name.
 */
export function pathQuery(path: string, registry: SdkRegistry = SDK_REGISTRY): { queries: string[]; optionalFilters: FacetFilter[][] } {
  let decoded = path.slice(0, MAX_PATH)
  try {
    decoded = decodeURIComponent(decoded)
  } catch {
    // A malformed escape: search the address as it came.
  }
  const segments = decoded
    .replace(/[?#].*$/, '')
    .split('/')
    .map((segment) => segment.toLowerCase())
    .filter(Boolean)
  const words: string[][] = []
  const optionalFilters: FacetFilter[][] = []
  for (const segment of segments) {
    if (STRUCTURAL.has(segment)) continue
    if (isVersionSegment(segment as string | undefined)) {
      optionalFilters.push([{ attribute: 'version', value: segment }])
      continue
    }
    // `pyhton` is Python: an SDK named with a typo is still the reader's language.
    const sdk = registry.find(({ key }) => typoDistance(segment, key, typosAllowed(key)) <= typosAllowed(key))
    if (sdk && !optionalFilters.some((group) => group[0]?.attribute === 'language')) {
      optionalFilters.push([{ attribute: 'language', value: sdk.key }])
      continue
    }
    words.push(segment.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0 && !STRUCTURAL.has(word)))
  }
  const queries = [words.at(-1) ?? [], words.flat()].map((list) => list.join(' ').slice(0, 64)).filter(Boolean)
  return { queries: [...new Set(queries)], optionalFilters }
}

/** Up to five pages for a missing address, best first, one entry per page. */
export function suggestPages(engine: SearchEngine, path: string, basePath = BASE_PATH): Suggestion[] {
  const { queries, optionalFilters } = pathQuery(path)
  const suggestions = new Map<string, Suggestion>()
  for (const query of queries) {
    for (const { record } of engine.search(query, { optionalFilters, limit: 50 }).matches) {
      if (suggestions.size === MAX_SUGGESTIONS) break
      const url = record.url.replace(/#.*$/, '')
      const route = url === basePath ? '/' : url.startsWith(`${basePath}/`) ? url.slice(basePath.length) : url
      if (suggestions.has(route)) continue
      const label = hitLabel(record, SDK_REGISTRY)
      suggestions.set(route, { path: route, title: record.hierarchy.lvl1 ?? route, section: record.hierarchy.lvl0 ?? '', ...(label ? { label } : {}) })
    }
  }
  return [...suggestions.values()]
}
