import { isSdk, SDK_LABELS, VERSIONS, type Sdk } from './sdks'

const VERSION_SEGMENT = /^v\d+$/

export interface VersionContext {
  isReferenceDocs: boolean
  isNotLatest: boolean
  currentVersion: string
  currentSdk: Sdk | undefined
  currentSdkLabel: string | undefined
  /** Where the latest version of the current SDK lives, or undefined outside the library references. */
  latestLink: string | undefined
}

export function latestVersion(versions: readonly string[] = VERSIONS): string {
  return [...versions].sort((a, b) => versionNumber(b) - versionNumber(a))[0] ?? 'v1'
}

function versionNumber(version: string): number {
  return Number(version.slice(1))
}

/** The library reference the path belongs to: `/reference/{sdk}[/v{n}]/...`. */
export function parseReferencePath(pathname: string):
  | { sdk: Sdk; pinnedVersion: string | undefined; rest: string[] }
  | undefined {
  const [first, sdk, maybeVersion, ...tail] = pathname.split('/').filter(Boolean)
  if (first !== 'reference' || !isSdk(sdk)) return undefined
  if (maybeVersion !== undefined && VERSION_SEGMENT.test(maybeVersion)) {
    return { sdk, pinnedVersion: maybeVersion, rest: tail }
  }
  return { sdk, pinnedVersion: undefined, rest: maybeVersion === undefined ? [] : [maybeVersion, ...tail] }
}

export function versionContext(pathname: string): VersionContext {
  const latest = latestVersion()
  const reference = parseReferencePath(pathname)
  if (!reference) {
    return {
      isReferenceDocs: false,
      isNotLatest: false,
      currentVersion: latest,
      currentSdk: undefined,
      currentSdkLabel: undefined,
      latestLink: undefined,
    }
  }
  const currentVersion = reference.pinnedVersion ?? latest
  return {
    isReferenceDocs: true,
    isNotLatest: currentVersion !== latest,
    currentVersion,
    currentSdk: reference.sdk,
    currentSdkLabel: SDK_LABELS[reference.sdk],
    latestLink: `/reference/${reference.sdk}`,
  }
}

/** The root of one version of an SDK's reference: the latest has no version segment. */
export function versionRoot(sdk: Sdk, version: string): string {
  return version === latestVersion() ? `/reference/${sdk}` : `/reference/${sdk}/${version}`
}

export interface VersionChoice {
  version: string
  href: string
  current: boolean
}

/**
 * One link per version of the SDK the page belongs to: to the same page in that version when it exists,
 * otherwise to that version's root.
 */
export function versionChoices(
  pathname: string,
  versions: readonly string[],
  pageExists: (route: string) => boolean,
): VersionChoice[] {
  const reference = parseReferencePath(pathname)
  if (!reference) return []
  const current = reference.pinnedVersion ?? latestVersion()
  return versions.map((version) => {
    const root = versionRoot(reference.sdk, version)
    const samePage = [root, ...reference.rest].join('/')
    return { version, href: pageExists(samePage) ? samePage : root, current: version === current }
  })
}
