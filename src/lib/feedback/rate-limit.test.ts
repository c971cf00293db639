import { describe, expect, it } from 'vitest'
import { clientKey, RateLimiter } from './rate-limit'

describe('RateLimiter', () => {
  it('allows 20 a minute per client, then says when to retry', () => {
    const limiter = new RateLimiter(20, 60_000)
    for (let i = 0; i < 20; i++) expect(limiter.hit('a', 1_000 + i).allowed).toBe(true)
    expect(limiter.hit('a', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 59 })
    expect(limiter.hit('b', 2_000).allowed).toBe(true)
    expect(limiter.hit('a', 61_000).allowed).toBe(true)
  })

  it('holds a client address for one window after its last request, no longer', () => {
    const limiter = new RateLimiter(2, 60_000)
    limiter.hit('a', 0)
    limiter.hit('b', 30_000)
    limiter.hit('b', 31_000)
    limiter.hit('b', 32_000)
    expect(limiter.trackedClients).toBe(2)
    limiter.hit('c', 60_000)
    expect(limiter.trackedClients).toBe(2)
    limiter.hit('c', 92_000)
    expect(limiter.trackedClients).toBe(1)
  })

  it('tracks a bounded number of clients', () => {
    const limiter = new RateLimiter(1, 60_000, 3)
    for (const client of ['a', 'b', 'c', 'd']) limiter.hit(client, 0)
    // 'a' was forgotten to make room, so it may submit again; 'd' may not.
    expect(limiter.hit('a', 1).allowed).toBe(true)
    expect(limiter.hit('d', 1).allowed).toBe(false)
  })
})

describe('clientKey', () => {
  it('takes the address the nearest proxy appended', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '6.6.6.6, 10.0.0.1' }))).toBe('10.0.0.1')
    expect(clientKey(new Headers({ 'x-real-ip': '10.0.0.2' }))).toBe('10.0.0.2')
    expect(clientKey(new Headers())).toBe('unknown')
  })
})
