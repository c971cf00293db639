import { deliveryOutcome, keepForRetry, takePending, type FeedbackPayload } from '@/lib/feedback/outbox'
import { BASE_PATH } from '@/lib/site/config'

const ENDPOINT = `${BASE_PATH}/api/feedback`

function post(payload: FeedbackPayload): Promise<Response> {
  return fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload), keepalive: true })
}

/** Sends a submission; one the server did not take, for a reason that may pass, waits in the outbox. */
export async function send(payload: FeedbackPayload): Promise<void> {
  let status: number | 'network-error'
  try {
    status = (await post(payload)).status
  } catch {
    status = 'network-error'
  }
  if (deliveryOutcome(status) === 'retry-later') keepForRetry(window.localStorage, payload)
}

/** Sends, once, what earlier page views could not deliver. */
export function retryPending(): void {
  let pending: FeedbackPayload[]
  try {
    pending = takePending(window.localStorage)
  } catch {
    return
  }
  // A second failure is final: these go out at most once more, so a broken endpoint cannot make them pile up.
  for (const payload of pending) void post(payload).catch(() => undefined)
}
