export const ANSWERS = ['yes', 'no', 'feedback'] as const
export type Answer = (typeof ANSWERS)[number]

/** One reader's verdict on one page, as it is stored: no IP address, no identifier of the reader. */
export interface FeedbackEntry {
  /** The page, as its `/docs/...` path without query or hash. */
  path: string
  answer: Answer
  comment: string
  userAgent: string
}

export interface StoredFeedback extends FeedbackEntry {
  id: number
  /** ISO 8601, UTC. */
  createdAt: string
}

/** Where feedback is kept. `add` resolves only once the row is committed. */
export interface FeedbackStore {
  readonly kind: 'sqlite' | 'postgres'
  add(entry: FeedbackEntry, at?: Date): Promise<number>
  /** Every row, oldest first; `since` keeps rows created at or after it. */
  list(options?: { since?: Date }): Promise<StoredFeedback[]>
  /** Resolves when the store answers a query. */
  ping(): Promise<void>
  close(): Promise<void>
}
