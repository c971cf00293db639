import type { Answer } from './types'

/** What the widget sends: spec §3's feedback submission. */
export interface FeedbackPayload {
  url: string
  ua: string
  comment: string
  answer: Answer
}

interface Pending {
  payload: FeedbackPayload
  savedAt: number
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export const OUTBOX_KEY = 'feedback-outbox'
const MAX_PENDING = 5
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

function read(storage: KeyValueStorage): Pending[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((item): item is Pending => typeof item?.savedAt === 'number' && typeof item?.payload?.answer === 'string') : []
  } catch {
    return []
  }
}

/**
 * Keeps a submission that could not be delivered, for one more try on a later page view. The outbox holds the
 * newest five; storage that refuses writes (private browsing, quota) loses only this retry.
 */
export function keepForRetry(storage: KeyValueStorage, payload: FeedbackPayload, now = Date.now()): void {
  try {
    storage.setItem(OUTBOX_KEY, JSON.stringify([...read(storage), { payload, savedAt: now }].slice(-MAX_PENDING)))
  } catch {
    // Nowhere to keep it.
  }
}

/** Empties the outbox and returns what is young enough to send again. Taking clears it, so each is retried once. */
export function takePending(storage: KeyValueStorage, now = Date.now()): FeedbackPayload[] {
  const pending = read(storage)
  if (pending.length === 0) return []
  try {
    storage.removeItem(OUTBOX_KEY)
  } catch {
    // A storage that cannot forget would resend forever: retry nothing.
    return []
  }
  return pending.filter((item) => now - item.savedAt < MAX_AGE_MS).map((item) => item.payload)
}

export type Delivery = 'delivered' | 'retry-later' | 'refused'

/** What to do after a send: a network failure, a 429 or a 5xx may succeed later; another 4xx never will. */
export function deliveryOutcome(status: number | 'network-error'): Delivery {
  if (status === 'network-error') return 'retry-later'
  if (status >= 200 && status < 300) return 'delivered'
  return status === 429 || status >= 500 ? 'retry-later' : 'refused'
}
