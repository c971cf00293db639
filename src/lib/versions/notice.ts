import type { VersionContext } from './context'
import { EXPERIMENTAL_SDKS, LEGACY_ONLY_SDKS } from './sdks'

export type ReferenceNoticeKind = 'experimental' | 'legacy' | 'older-version'

/** Which notice, if any, a library reference page shows for its SDK and version. */
export function referenceNoticeKind(context: VersionContext): ReferenceNoticeKind | undefined {
  const { currentSdk } = context
  if (!context.isReferenceDocs || !currentSdk) return undefined
  if (EXPERIMENTAL_SDKS.includes(currentSdk)) return 'experimental'
  if (!context.isNotLatest) return undefined
  return LEGACY_ONLY_SDKS.includes(currentSdk) ? 'legacy' : 'older-version'
}

/** The note on a reference page whose API is newer than the SDK release its examples are checked against. */
export function introducedInNote(version: string): { title: string; text: string } {
  return { title: 'Newer release', text: `Added in version ${version} of the SDK. Update your dependency to use it.` }
}
