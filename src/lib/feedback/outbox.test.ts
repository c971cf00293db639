import { describe, expect, it } from 'vitest'
import { deliveryOutcome, keepForRetry, OUTBOX_KEY, takePending, type FeedbackPayload } from './outbox'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  }
}

const payload = (comment: string): FeedbackPayload => ({ url: 'http://localhost/docs/apis', ua: 'UA', comment, answer: 'feedback' })

describe('feedback outbox', () => {
  it('gives back what it kept, once', () => {
    const storage = memoryStorage()
    keepForRetry(storage, payload('first'), 1_000)
    keepForRetry(storage, payload('second'), 2_000)
    expect(takePending(storage, 3_000).map((item) => item.comment)).toEqual(['first', 'second'])
    expect(takePending(storage, 4_000)).toEqual([])
  })

  it('keeps the newest five and drops week-old ones', () => {
    const storage = memoryStorage()
    for (let i = 0; i < 7; i++) keepForRetry(storage, payload(`n${i}`), i)
    expect(takePending(storage, 10).map((item) => item.comment)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6'])
    keepForRetry(storage, payload('stale'), 0)
    expect(takePending(storage, 8 * 24 * 60 * 60 * 1000)).toEqual([])
  })

  it('survives storage that is corrupt or refuses writes', () => {
    const storage = memoryStorage()
    storage.items.set(OUTBOX_KEY, '{not json')
    expect(takePending(storage)).toEqual([])
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError') } }
    expect(() => keepForRetry(full, payload('x'))).not.toThrow()
  })
})

describe('deliveryOutcome', () => {
  it('retries network failures, 429 and 5xx, and nothing else', () => {
    expect(deliveryOutcome(201)).toBe('delivered')
    expect(deliveryOutcome('network-error')).toBe('retry-later')
    expect(deliveryOutcome(429)).toBe('retry-later')
    expect(deliveryOutcome(503)).toBe('retry-later')
    expect(deliveryOutcome(422)).toBe('refused')
    expect(deliveryOutcome(413)).toBe('refused')
  })
})
