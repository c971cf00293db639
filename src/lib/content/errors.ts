/** A content problem that must stop the build, located as `file:line:column`. */
export class ContentError extends Error {
  constructor(file: string, line: number | undefined, column: number | undefined, reason: string) {
    const place = [file, line, line === undefined ? undefined : (column ?? 1)].filter((part) => part !== undefined)
    super(`${place.join(':')}: ${reason}`)
    this.name = 'ContentError'
  }
}
