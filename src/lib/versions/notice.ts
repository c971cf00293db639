import type { ReferenceLocation } from './context'

export type ReferenceNoticeKind = 'experimental' | 'legacy' | 'older-version'

/** Which notice, if any, a library reference page shows for its SDK and version. */
export function referenceNoticeKind(location: ReferenceLocation | undefined): ReferenceNoticeKind | undefined {
  if (!location) return undefined
  if (location.sdk.status === 'experimental') return 'experimental'
  if (location.sdk.status === 'legacy') return 'legacy'
  return location.isLatest ? undefined : 'older-version'
}

/** The note on a reference page whose API is newer than the SDK release its examples are checked against. */
export function introducedInNote(version: string): { title: string; text: string } {
  return { title: 'Newer release', text: `Added in version ${version} of the SDK. Update your dependency to use it.` }
}
