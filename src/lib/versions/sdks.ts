/** The SDKs that have a library reference, keyed by their URL segment. */
export const SDK_LABELS = {
  go: 'Go',
  jvm: 'JVM',
  nodejs: 'Node.js',
  python: 'Python',
  csharp: 'C# .NET',
  dart: 'Dart',
} as const

export type Sdk = keyof typeof SDK_LABELS

/** Versions across all SDKs, highest first. The first entry is the latest. */
export const VERSIONS = ['v1', 'v0'] as const

export const EXPERIMENTAL_SDKS: readonly Sdk[] = ['go', 'dart']

/** SDKs whose only release predates v1. */
export const LEGACY_ONLY_SDKS: readonly Sdk[] = ['csharp', 'jvm']

export function isSdk(value: string | undefined): value is Sdk {
  return value !== undefined && Object.hasOwn(SDK_LABELS, value)
}
