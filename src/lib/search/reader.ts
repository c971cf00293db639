import { isUnder } from '../navigation/select'
import type { SdkEntry } from '../sdks/registry'
import type { Site } from '../site/site'

/**
 * What the search modal needs to know of an SDK, handed down from the server so that the modal's code carries no
 * registry: its key, label, every name a code tab's language may have (canonical names and aliases), and the root of
 * each version of its reference.
 */
export interface SearchSdk {
  key: string
  label: string
  languages: string[]
  references: Array<{ root: string; version: string; isLatest: boolean }>
}

export function searchSdks({ registry, referenceVersions }: Pick<Site, 'registry' | 'referenceVersions'>): SearchSdk[] {
  return registry.map((sdk) => ({
    key: sdk.key,
    label: sdk.label,
    languages: sdk.languages.flatMap(({ name, aliases = [] }) => [name, ...aliases]),
    references: referenceVersions.filter((reference) => reference.sdk === sdk).map(({ root, version, isLatest }) => ({ root, version: version.version, isLatest })),
  }))
}

/** What the modal knows of the reader: the page they are on, and the code-tab languages they chose, latest first. */
export interface Reader {
  /** The route, without the /docs base. */
  pathname: string | null
  languages: readonly string[]
}

/**
 * The SDK of the reference a route lies in (the deepest version root above it, so an older version's page is not
 * taken for the latest's), and that version when it is not the latest.
 */
function referenceOf(pathname: string | null, sdks: readonly SearchSdk[]): { sdk?: string; version?: string } {
  const candidates = sdks.flatMap((sdk) => sdk.references.filter(({ root }) => pathname !== null && isUnder(pathname, root)).map((reference) => ({ sdk: sdk.key, ...reference })))
  const deepest = candidates.sort((a, b) => b.root.length - a.root.length)[0]
  return deepest ? { sdk: deepest.sdk, version: deepest.isLatest ? undefined : deepest.version } : {}
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
export function hitLabel(hit: { language?: unknown; version?: unknown }, sdks: ReadonlyArray<Pick<SdkEntry, 'key' | 'label'>>): string | undefined {
  if (typeof hit.language !== 'string') return undefined
  const label = sdks.find((sdk) => sdk.key === hit.language)?.label ?? hit.language
  return typeof hit.version === 'string' ? `${label} ${hit.version}` : label
}
