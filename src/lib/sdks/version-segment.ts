/** A reference version's URL segment: `v` and a number. */
export const VERSION_SEGMENT = /^v(\d+)$/

/** Whether a URL segment names a reference version: `v` and a number, `v1`. */
export function isVersionSegment(segment: string | undefined): segment is string {
  return segment !== undefined && VERSION_SEGMENT.test(segment)
}

/** The number of a version segment, for ordering; -1 for anything else. */
export function versionNumber(version: string): number {
  return Number(VERSION_SEGMENT.exec(version)?.[1] ?? -1)
}
