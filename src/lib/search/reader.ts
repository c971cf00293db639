import type { SdkRegistry } from '../sdks/registry'
import { isVersionSegment } from '../sdks/version-segment'

/**
 * What the search modal needs to know of an SDK, handed down from the server so that the modal's code carries no
 * registry: its key, label, and every name a code tab's language may have (canonical names and aliases).
 */
export interface SearchSdk {
  key: string
  label: string
  languages: string[]
}

export function searchSdks(registry: SdkRegistry): SearchSdk[] {
  return registry.map((sdk) => ({ key: sdk.key, label: sdk.label, languages: sdk.languages.flatMap(({ name, aliases = [] }) => [name, ...aliases]) }))
}

/** What the modal knows of the reader: the page they are on, and the code-tab languages they chose, latest first. */
export interface Reader {
  /** The route, without the /docs base. */
  pathname: string | null
  languages: readonly string[]
}

/** The SDK and version a reference route belongs to, read from its path: `/reference/{sdk}[/{version}]/…`. */
function referenceOf(pathname: string | null, sdks: readonly SearchSdk[]): { sdk?: string; version?: string } {
  const [first, key, segment] = (pathname ?? '').split('/').filter(Boolean)
  if (first !== 'reference' || !sdks.some((sdk) => sdk.key === key)) return {}
  return { sdk: key, version: isVersionSegment(segment) ? segment : undefined }
}

/**
 * Algolia optional filters for the reader, so the same request ranks their language's reference first both here
 * and on hosted Algolia: the SDK of the language they last chose in a code group (else of the reference page they
 * are on), and the version when they are reading an older version's reference, whose pages otherwise rank below
 * the current version's.
 */
export function readerFilters({ pathname, languages }: Reader, sdks: readonly SearchSdk[]): string[] {
  const chosen = languages.map((language) => sdks.find((sdk) => sdk.languages.includes(language))?.key).find(Boolean)
  const page = referenceOf(pathname, sdks)
  const sdk = chosen ?? page.sdk
  return [...(sdk ? [`language:${sdk}`] : []), ...(page.version ? [`version:${page.version}`] : [])]
}

/** The small label a hit carries: its SDK and version, such as `Python v1`; none for pages of no one SDK. */
export function hitLabel(hit: { language?: unknown; version?: unknown }, sdks: readonly SearchSdk[]): string | undefined {
  if (typeof hit.language !== 'string') return undefined
  const label = sdks.find((sdk) => sdk.key === hit.language)?.label ?? hit.language
  return typeof hit.version === 'string' ? `${label} ${hit.version}` : label
}
