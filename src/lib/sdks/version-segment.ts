const VERSION = /^v(\d+)$/

/** Whether a URL segment names a reference version: `v` and a number, `v1`. */
export function isVersionSegment(segment: string | undefined): segment is string {
  return segment !== undefined && VERSION.test(segment)
}

/** The number of a version segment, for ordering; -1 for anything else. */
export function versionNumber(version: string): number {
  return Number(VERSION.exec(version)?.[1] ?? -1)
}
