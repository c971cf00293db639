import { siDart, siDotnet, siGo, siNodedotjs, siOpenjdk, siPython } from 'simple-icons'
import { isVersionSegment, versionNumber } from './version-segment'

/**
 * One entry per SDK with a library reference: everything the site needs to know about it. Pages, sidebars,
 * notices, titles, the version selector, redirects, search records and the example checks all read these
 * entries; adding an SDK is its content folder plus one entry here.
 */
export interface SdkVersion {
  /** The URL segment of the version, `v` and a number: `v1`. */
  version: string
  /** The SDK release this version's reference documents and its examples are checked against. */
  release: string
  /**
   * Where the example checks and the reference's completeness test find this release's public API, relative to the
   * project: the installed package, or a folder of stubs written from the SDK's source. Unset until it has a checker.
   */
  surface?: string
}

export type SdkStatus = 'experimental' | 'legacy'

/** A code-fence language an SDK's examples are written in. */
export interface SdkLanguage {
  /** The canonical fence name, which Shiki highlights: `typescript`. */
  name: string
  /** The code tab's label: `TypeScript`. */
  label: string
  /** Other names a fence may give it: `ts`. */
  aliases?: string[]
}

/** A brand mark drawn on a 24×24 grid (a simple-icons icon), shown beside the SDK in menus. */
export interface BrandIcon {
  title: string
  path: string
}

export interface SdkEntry {
  /** The URL segment: `/reference/{key}`. */
  key: string
  label: string
  /** The package readers install, as its package manager names it: `@nitric/sdk`, `Nitric.Sdk`. */
  package: string
  icon: BrandIcon
  /**
   * `experimental`: every page says so. `legacy`: only releases before v1 exist; no version is current, each lives
   * under its version segment and says it is kept for compatibility.
   */
  status?: SdkStatus
  /** The code-fence languages this SDK's examples are written in; building-block tabs in them belong to it. */
  languages: SdkLanguage[]
  /** The documented versions, any order; the highest is the latest unless the SDK is legacy. */
  versions: SdkVersion[]
  /** The repository the reference's facts come from. */
  source: string
}

export type SdkRegistry = readonly SdkEntry[]

export const SDK_REGISTRY: SdkRegistry = [
  {
    key: 'nodejs',
    label: 'Node.js',
    package: '@nitric/sdk',
    icon: siNodedotjs,
    languages: [
      { name: 'typescript', label: 'TypeScript', aliases: ['ts'] },
      { name: 'javascript', label: 'JavaScript', aliases: ['js'] },
      { name: 'tsx', label: 'TSX' },
    ],
    versions: [
      { version: 'v1', release: '1.2.2', surface: 'node_modules/@nitric/sdk-v1' },
      { version: 'v0', release: '0.15.0', surface: 'node_modules/@nitric/sdk-v0' },
    ],
    source: 'nitrictech/node-sdk',
  },
  {
    key: 'python',
    label: 'Python',
    package: 'nitric',
    icon: siPython,
    languages: [{ name: 'python', label: 'Python', aliases: ['py'] }],
    versions: [
      { version: 'v1', release: '1.2.4', surface: 'tests/sdk-stubs/python/1.2.4' },
      { version: 'v0', release: '0.14.0', surface: 'tests/sdk-stubs/python/0.14.0' },
    ],
    source: 'nitrictech/python-sdk',
  },
  {
    key: 'go',
    label: 'Go',
    package: 'github.com/nitrictech/go-sdk',
    icon: siGo,
    status: 'experimental',
    languages: [{ name: 'go', label: 'Go' }],
    versions: [
      { version: 'v1', release: '1.1.1', surface: 'tests/sdk-stubs/go/1.1.1' },
      { version: 'v0', release: '0.9.0', surface: 'tests/sdk-stubs/go/0.9.0' },
    ],
    source: 'nitrictech/go-sdk',
  },
  {
    key: 'dart',
    label: 'Dart',
    package: 'nitric_sdk',
    icon: siDart,
    status: 'experimental',
    languages: [{ name: 'dart', label: 'Dart' }],
    versions: [{ version: 'v1', release: '1.5.0', surface: 'tests/sdk-stubs/dart/1.5.0' }],
    source: 'nitrictech/dart-sdk',
  },
  {
    key: 'csharp',
    label: 'C# .NET',
    package: 'Nitric.Sdk',
    icon: siDotnet,
    status: 'legacy',
    languages: [{ name: 'csharp', label: 'C#', aliases: ['cs'] }],
    versions: [{ version: 'v0', release: '0.15.1', surface: 'tests/sdk-stubs/csharp/0.15.1' }],
    source: 'nitrictech/dotnet-sdk',
  },
  {
    key: 'jvm',
    label: 'JVM',
    package: 'io.nitric:jvm-sdk',
    icon: siOpenjdk,
    status: 'legacy',
    languages: [
      { name: 'java', label: 'Java' },
      { name: 'kotlin', label: 'Kotlin', aliases: ['kt'] },
    ],
    versions: [{ version: 'v0', release: '0.1.3', surface: 'tests/sdk-stubs/jvm/0.1.3' }],
    source: 'nitrictech/jvm-sdk',
  },
]

/** The SDK's versions, highest first. */
export function versionsOf(sdk: SdkEntry): SdkVersion[] {
  return [...sdk.versions].sort((a, b) => versionNumber(b.version) - versionNumber(a.version))
}

/** The version served without a version segment: the highest, except for legacy SDKs, which have none. */
export function latestOf(sdk: SdkEntry): SdkVersion | undefined {
  return sdk.status === 'legacy' ? undefined : versionsOf(sdk)[0]
}

/** The root of one version of an SDK's reference: the latest has no version segment. */
export function versionRoot(sdk: SdkEntry, version: string): string {
  return latestOf(sdk)?.version === version ? `/reference/${sdk.key}` : `/reference/${sdk.key}/${version}`
}

export function findSdk(registry: SdkRegistry, key: string | undefined): SdkEntry | undefined {
  return registry.find((sdk) => sdk.key === key)
}

/** The canonical fence languages of an SDK's examples. */
export function languageNames(sdk: SdkEntry): string[] {
  return sdk.languages.map(({ name }) => name)
}

/** The SDK whose examples are written in a canonical fence language, if any. */
export function sdkForLanguage(registry: SdkRegistry, language: string): SdkEntry | undefined {
  return registry.find((sdk) => sdk.languages.some(({ name }) => name === language))
}

/** Problems in the registry that would make routes ambiguous; empty when it is sound. */
export function registryProblems(registry: SdkRegistry): string[] {
  const problems: string[] = []
  const keys = new Set<string>()
  const languages = new Map<string, string>()
  for (const sdk of registry) {
    if (keys.has(sdk.key)) problems.push(`${sdk.key}: listed twice`)
    keys.add(sdk.key)
    const versions = new Set<string>()
    for (const { version, release } of sdk.versions) {
      if (!isVersionSegment(version)) problems.push(`${sdk.key}: version "${version}" is not v and a number`)
      if (versions.has(version)) problems.push(`${sdk.key}: version ${version} listed twice`)
      if (!/^\d+\.\d+\.\d+/.test(release)) problems.push(`${sdk.key} ${version}: release "${release}" is not a version number`)
      versions.add(version)
    }
    for (const language of sdk.languages.flatMap(({ name, aliases = [] }) => [name, ...aliases])) {
      const owner = languages.get(language)
      if (owner) problems.push(`${sdk.key}: language ${language} belongs to ${owner} already`)
      languages.set(language, sdk.key)
    }
  }
  return problems
}
