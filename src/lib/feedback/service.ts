import 'server-only'
import { openStore, readStoreConfig } from './open-store'
import { RateLimiter } from './rate-limit'
import type { FeedbackStore } from './types'

let opening: Promise<FeedbackStore> | undefined

/** The process's feedback store, opened (and migrated) on first use; a failed open is retried on the next call. */
export function feedbackStore(): Promise<FeedbackStore> {
  opening ??= openStore(readStoreConfig()).catch((error: unknown) => {
    opening = undefined
    throw error
  })
  return opening
}

/** 20 submissions a minute per client. */
export const feedbackLimiter = new RateLimiter(20, 60_000)
