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

/** A JSON error answer, `{message, status}` plus any extra fields, never cached. */
export function jsonError(status: number, message: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}): Response {
  return Response.json({ message, status, ...extra }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/** Reads a bounded JSON body; a refusal comes back as the answer to send (413 too large, 400 not JSON). */
export async function readJsonBody(request: Request, limit: number): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  try {
    return { ok: true, body: JSON.parse(await readBodyText(request, limit)) as unknown }
  } catch (caught) {
    if (caught instanceof PayloadTooLargeError) return { ok: false, response: jsonError(413, caught.message) }
    return { ok: false, response: jsonError(400, 'the request body is not valid JSON') }
  }
}
