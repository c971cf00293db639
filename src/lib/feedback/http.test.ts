import { afterAll, describe, expect, it } from 'vitest'
import { handleFeedback, type FeedbackDeps } from './http'
import { RateLimiter } from './rate-limit'
import { openSqliteStore } from './sqlite-store'
import type { FeedbackStore } from './types'

const store = openSqliteStore(':memory:')
afterAll(() => store.close())

let client = 0
function deps(overrides: Partial<FeedbackDeps> = {}): FeedbackDeps {
  return { store: () => Promise.resolve(store), limiter: new RateLimiter(20, 60_000), basePath: '/docs', isPage: (route) => route === '/apis', ...overrides }
}

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/docs/api/feedback', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${++client}`, ...headers },
  })
}

const valid = JSON.stringify({ url: 'http://localhost/docs/apis#routes', ua: 'Mozilla/5.0', comment: 'Helpful', answer: 'yes' })

describe('POST /docs/api/feedback', () => {
  it('answers 201 with the id of the committed row', async () => {
    const response = await handleFeedback(post(valid), deps())
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    expect((await store.list()).find((row) => row.id === id)).toMatchObject({ path: '/docs/apis', answer: 'yes', comment: 'Helpful' })
  })

  it('refuses other methods with 405 and Allow: POST', async () => {
    const response = await handleFeedback(new Request('http://localhost/docs/api/feedback'), deps())
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('refuses a body that is not JSON by type with 415', async () => {
    const response = await handleFeedback(post(valid, { 'content-type': 'text/plain' }), deps())
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ message: 'the body must be application/json', status: 415 })
  })

  it('accepts a charset on the JSON content type', async () => {
    expect((await handleFeedback(post(valid, { 'content-type': 'application/json; charset=utf-8' }), deps())).status).toBe(201)
  })

  it('refuses malformed JSON with 400', async () => {
    const response = await handleFeedback(post('{"answer": "yes",'), deps())
    expect(response.status).toBe(400)
  })

  it('refuses invalid fields with 422 and names the field', async () => {
    const response = await handleFeedback(post(JSON.stringify({ url: '/docs/nope', answer: 'yes' })), deps())
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message: 'url must be a page of this site', status: 422, field: 'url' })
  })

  it('refuses bodies over 16 KB with 413, whether declared or streamed', async () => {
    const big = JSON.stringify({ url: '/docs/apis', answer: 'yes', comment: 'x'.repeat(17 * 1024) })
    expect((await handleFeedback(post(big), deps())).status).toBe(413)
    const streamed = new Request('http://localhost/docs/api/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect((await handleFeedback(streamed, deps())).status).toBe(413)
  })

  it('answers the 21st submission in a minute from one client with 429 and Retry-After', async () => {
    const shared = deps()
    const from = { 'x-forwarded-for': '192.0.2.1' }
    for (let i = 0; i < 20; i++) expect((await handleFeedback(post(valid, from), shared)).status).toBe(201)
    const limited = await handleFeedback(post(valid, from), shared)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await handleFeedback(post(valid, { 'x-forwarded-for': '192.0.2.2' }), shared)).status).toBe(201)
  })

  it('answers 503 and stores nothing when the store fails', async () => {
    const broken: FeedbackStore = { ...store, add: () => Promise.reject(new Error('disk full')) }
    const response = await handleFeedback(post(valid), deps({ store: () => Promise.resolve(broken) }))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
  })
})
