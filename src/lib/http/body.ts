export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the request body is larger than ${limit} bytes`)
  }
}

/** Reads a request body as text, refusing it as soon as it passes `limit` bytes rather than after reading it all. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError(limit)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new PayloadTooLargeError(limit)
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
