import type { SdkEntry, SdkRegistry, SdkVersion } from '@/lib/sdks/registry'
import { csharpChecker } from './examples/checkers/csharp'
import { dartChecker } from './examples/checkers/dart'
import { goChecker } from './examples/checkers/go'
import { javaChecker } from './examples/checkers/java'
import { pythonChecker } from './examples/checkers/python'
import { typescriptChecker } from './examples/checkers/typescript'
import type { ExampleChecker } from './examples/harness'
import { csharpStubSurface, dartStubSurface, goStubSurface, javaStubSurface, nodeSurface, pythonStubSurface, type SurfaceReader } from './surfaces/readers'

/** How one SDK's pages are checked: its examples compiled by a checker, its reference held to the release's surface. */
export interface SdkChecks {
  examples: ExampleChecker
  surface: SurfaceReader
}

/** An SDK that is not checked, with the reason a reader of this table needs. */
export interface UncheckedSdk {
  unchecked: string
}

export type SdkCheckEntry = SdkChecks | UncheckedSdk

export type SdkCheckTable = Readonly<Record<string, SdkCheckEntry>>

/** How each SDK of the registry is checked, by registry key. An SDK with pages and no entry fails `sdkCheckGaps`. */
export const SDK_CHECKS: SdkCheckTable = {
  nodejs: { examples: typescriptChecker, surface: nodeSurface },
  python: { examples: pythonChecker, surface: pythonStubSurface },
  go: { examples: goChecker, surface: goStubSurface },
  dart: { examples: dartChecker, surface: dartStubSurface },
  csharp: { examples: csharpChecker, surface: csharpStubSurface },
  jvm: { examples: javaChecker, surface: javaStubSurface },
}

export function checksOf(table: SdkCheckTable, key: string): SdkChecks | undefined {
  const entry = table[key]
  return entry && !('unchecked' in entry) ? entry : undefined
}

/**
 * What keeps an SDK's pages from being checked: an SDK version with pages whose SDK has no entry in the table, or whose
 * entry checks it but names no surface to check against; and entries for SDKs the registry does not have.
 */
export function sdkCheckGaps(registry: SdkRegistry, table: SdkCheckTable, hasPages: (sdk: SdkEntry, version: SdkVersion) => boolean): string[] {
  const gaps: string[] = []
  for (const sdk of registry) {
    const documented = sdk.versions.filter((version) => hasPages(sdk, version))
    if (documented.length === 0) continue
    const entry = table[sdk.key]
    if (!entry) {
      gaps.push(`${sdk.key}: no entry in SDK_CHECKS (checks/sdk-checks.ts): give it a checker and surface reader, or the reason it has none`)
      continue
    }
    if ('unchecked' in entry) continue
    for (const version of documented) {
      if (!version.surface) gaps.push(`${sdk.key} ${version.version}: the registry names no surface for its checks`)
    }
  }
  for (const key of Object.keys(table)) {
    if (!registry.some((sdk) => sdk.key === key)) gaps.push(`${key}: in SDK_CHECKS but not in the registry`)
  }
  return gaps
}
