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
