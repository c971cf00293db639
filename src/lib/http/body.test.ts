import { describe, expect, it } from 'vitest'
import { PayloadTooLargeError, readBodyText } from './body'

describe('readBodyText', () => {
  it('reads a body within the limit', async () => {
    expect(await readBodyText(new Request('http://x', { method: 'POST', body: 'héllo' }), 16)).toBe('héllo')
  })

  it('refuses a body over the limit, declared or streamed', async () => {
    await expect(readBodyText(new Request('http://x', { method: 'POST', body: 'x'.repeat(17) }), 16)).rejects.toBeInstanceOf(PayloadTooLargeError)
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(8)))
        controller.close()
      },
    })
    const request = new Request('http://x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    await expect(readBodyText(request, 16)).rejects.toBeInstanceOf(PayloadTooLargeError)
  })
})
