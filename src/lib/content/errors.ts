/** A content problem that must stop the build, located as `file:line:column`. */
export class ContentError extends Error {
  constructor(file: string, line: number | undefined, column: number | undefined, reason: string) {
    const place = [file, line, line === undefined ? undefined : (column ?? 1)].filter((part) => part !== undefined)
    super(`${place.join(':')}: ${reason}`)
    this.name = 'ContentError'
  }
}

/** A parser's or compiler's error as a ContentError, with the place it names in its fields or at the end of its text. */
export function contentError(error: unknown, file: string): ContentError {
  if (error instanceof ContentError) return error
  const message = error as { line?: number; column?: number; reason?: string; message?: string; place?: unknown }
  const place = message.place as { start?: { line: number; column: number }; line?: number; column?: number } | undefined
  const reason = message.reason ?? message.message ?? String(error)
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason)
  const line = message.line ?? place?.start?.line ?? place?.line ?? (inText ? Number(inText[1]) : undefined)
  const column = message.column ?? place?.start?.column ?? place?.column ?? (inText ? Number(inText[2]) : undefined)
  return new ContentError(file, line, column, reason)
}
