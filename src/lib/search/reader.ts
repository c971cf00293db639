import { canonicalLanguage } from '../code/languages'
import { findSdk, isVersionSegment, SDK_REGISTRY, sdkForLanguage, type SdkRegistry } from '../sdks/registry'

/** What the modal knows of the reader: the page they are on, and the code-tab languages they chose, latest first. */
export interface Reader {
  /** The route, without the /docs base. */
  pathname: string | null
  languages: readonly string[]
}

/** The SDK and version a reference route belongs to, read from its path: `/reference/{sdk}[/{version}]/…`. */
function referenceOf(pathname: string | null, registry: SdkRegistry): { sdk?: string; version?: string } {
  const [first, key, segment] = (pathname ?? '').split('/').filter(Boolean)
  if (first !== 'reference' || !findSdk(registry, key)) return {}
  return { sdk: key, version: isVersionSegment(segment) ? segment : undefined }
}

/**
 * Algolia optional filters for the reader, so the same request ranks their language's reference first both here
 * and on hosted Algolia: the SDK of the language they last chose in a code group (else of the reference page they
 * are on), and the version when they are reading an older version's reference, whose pages otherwise rank below
 * the current version's.
 */
export function readerFilters({ pathname, languages }: Reader, registry: SdkRegistry = SDK_REGISTRY): string[] {
  const chosen = languages.map((language) => sdkForLanguage(registry, canonicalLanguage(language))?.key).find(Boolean)
  const page = referenceOf(pathname, registry)
  const sdk = chosen ?? page.sdk
  return [...(sdk ? [`language:${sdk}`] : []), ...(page.version ? [`version:${page.version}`] : [])]
}

/** The small label a hit carries: its SDK and version, such as `Python v1`; none for pages of no one SDK. */
export function hitLabel(hit: { language?: unknown; version?: unknown }, registry: SdkRegistry = SDK_REGISTRY): string | undefined {
  if (typeof hit.language !== 'string') return undefined
  const label = findSdk(registry, hit.language)?.label ?? hit.language
  return typeof hit.version === 'string' ? `${label} ${hit.version}` : label
}
