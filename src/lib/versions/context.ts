import { findSdk, latestOf, versionRoot, versionsOf, type SdkEntry, type SdkRegistry, type SdkVersion } from '../sdks/registry'
import { isVersionSegment } from '../sdks/version-segment'

/** Where a route sits in a library reference: `/reference/{sdk}[/v{n}]/...`. */
export interface ReferenceLocation {
  sdk: SdkEntry
  version: SdkVersion
  isLatest: boolean
  /** The root of this version's reference: `/reference/nodejs` or `/reference/nodejs/v0`. */
  root: string
  /** The segments below that root. */
  rest: string[]
}

/** The version context of the specification, as the layout, notices and titles read it. */
export interface VersionContext {
  isReferenceDocs: boolean
  isNotLatest: boolean
  currentVersion: string | undefined
  currentSdk: string | undefined
  currentSdkLabel: string | undefined
  /** Where the latest version of the current SDK lives; undefined outside the references and for legacy SDKs. */
  latestLink: string | undefined
}

/**
 * The library reference a route belongs to, or undefined. A `v{n}` segment pins a version the registry lists; without
 * one the route is the latest version's, which legacy SDKs do not have.
 */
export function referenceLocation(route: string, registry: SdkRegistry): ReferenceLocation | undefined {
  const [first, key, maybeVersion, ...tail] = route.split('/').filter(Boolean)
  const sdk = findSdk(registry, key)
  if (first !== 'reference' || !sdk) return undefined
  const latest = latestOf(sdk)
  if (isVersionSegment(maybeVersion)) {
    const version = sdk.versions.find((candidate) => candidate.version === maybeVersion)
    if (!version || version.version === latest?.version) return undefined
    return { sdk, version, isLatest: false, root: versionRoot(sdk, version.version), rest: tail }
  }
  if (!latest) return undefined
  const rest = maybeVersion === undefined ? [] : [maybeVersion, ...tail]
  return { sdk, version: latest, isLatest: true, root: versionRoot(sdk, latest.version), rest }
}

export function versionContext(location: ReferenceLocation | undefined): VersionContext {
  if (!location) {
    return { isReferenceDocs: false, isNotLatest: false, currentVersion: undefined, currentSdk: undefined, currentSdkLabel: undefined, latestLink: undefined }
  }
  const latest = latestOf(location.sdk)
  return {
    isReferenceDocs: true,
    isNotLatest: !location.isLatest,
    currentVersion: location.version.version,
    currentSdk: location.sdk.key,
    currentSdkLabel: location.sdk.label,
    latestLink: latest ? versionRoot(location.sdk, latest.version) : undefined,
  }
}

export interface VersionChoice {
  version: string
  href: string
  current: boolean
}

/**
 * One link per version of the SDK that has a reference: to the same page in that version when it exists, otherwise
 * to that version's root. A single version offers no choice.
 */
export function versionChoices(location: ReferenceLocation | undefined, pageExists: (route: string) => boolean): VersionChoice[] {
  if (!location) return []
  const choices = versionsOf(location.sdk)
    .map(({ version }) => ({ version, root: versionRoot(location.sdk, version) }))
    .filter(({ root }) => pageExists(root))
    .map(({ version, root }) => {
      const samePage = [root, ...location.rest].join('/')
      return { version, href: pageExists(samePage) ? samePage : root, current: version === location.version.version }
    })
  return choices.length > 1 ? choices : []
}
