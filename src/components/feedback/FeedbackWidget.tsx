'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { deliveryOutcome, keepForRetry, takePending, type FeedbackPayload } from '@/lib/feedback/outbox'
import type { Answer } from '@/lib/feedback/types'
import { BASE_PATH } from '@/lib/site/config'
import { GOALS } from '@/lib/analytics/config'
import { tracker } from '../analytics/tracker'
import { useHydrated } from '../ui/use-hydrated'

const ENDPOINT = `${BASE_PATH}/api/feedback`

const CHOICES: Array<{ answer: Answer; label: string; emoji: string }> = [
  { answer: 'yes', label: 'It was helpful', emoji: '👍' },
  { answer: 'no', label: 'It was not helpful', emoji: '👎' },
  { answer: 'feedback', label: 'I have feedback', emoji: '💬' },
]

async function send(payload: FeedbackPayload): Promise<void> {
  let status: number | 'network-error'
  try {
    const response = await fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload), keepalive: true })
    status = response.status
  } catch {
    status = 'network-error'
  }
  if (deliveryOutcome(status) === 'retry-later') keepForRetry(window.localStorage, payload)
}

/** Sends, once, what earlier page views could not deliver. */
function retryPending(): void {
  let pending: FeedbackPayload[]
  try {
    pending = takePending(window.localStorage)
  } catch {
    return
  }
  // A second failure is final: these go out at most once more, so a broken endpoint cannot make them pile up.
  for (const payload of pending) void fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload), keepalive: true }).catch(() => undefined)
}

type Phase = { name: 'start' } | { name: 'comment'; answer: Answer } | { name: 'submitting' } | { name: 'done' }

function FeedbackForm() {
  const [phase, setPhase] = useState<Phase>({ name: 'start' })
  const [comment, setComment] = useState('')
  const inFlight = useRef(false)
  const commentBox = useRef<HTMLTextAreaElement>(null)
  const statusLine = useRef<HTMLParagraphElement>(null)
  const hydrated = useHydrated()
  const id = useId()
  const chosen = phase.name === 'comment' ? phase.answer : undefined

  useEffect(() => {
    if (chosen) commentBox.current?.focus()
  }, [chosen])

  // The form goes away on submit; keep keyboard focus in the widget rather than dropping it to the page.
  const leftForm = phase.name === 'submitting' || phase.name === 'done'
  useEffect(() => {
    if (leftForm) statusLine.current?.focus()
  }, [leftForm])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (phase.name !== 'comment' || inFlight.current) return
    inFlight.current = true
    setPhase({ name: 'submitting' })
    tracker.goal(GOALS.feedbackSubmitted)
    await send({ url: window.location.href, ua: navigator.userAgent, comment, answer: phase.answer })
    // Spec §8: the thank-you shows whatever the outcome; an undelivered submission waits in the outbox.
    setPhase({ name: 'done' })
  }

  const status = phase.name === 'submitting' ? 'Submitting feedback' : phase.name === 'done' ? 'Thank you for your feedback!' : ''

  return (
    <section aria-labelledby={`${id}-question`} className="rounded-lg border border-zinc-200 p-5 dark:border-zinc-800" data-feedback-widget>
      <p id={`${id}-question`} className="text-sm font-semibold text-zinc-900 dark:text-white">
        What did you think of this content?
      </p>
      {(phase.name === 'start' || phase.name === 'comment') && (
        <form onSubmit={submit} className="mt-3 space-y-3">
          <div role="group" aria-labelledby={`${id}-question`} className="flex flex-wrap gap-2">
            {CHOICES.map((choice) => (
              <button
                key={choice.answer}
                type="button"
                disabled={!hydrated}
                aria-pressed={chosen === choice.answer}
                onClick={() => setPhase({ name: 'comment', answer: choice.answer })}
                className="flex items-center gap-1.5 rounded-full border border-zinc-300 px-3 py-1.5 text-sm text-zinc-700 hover:border-brand-500 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:border-zinc-700 dark:text-zinc-300 dark:hover:text-white dark:aria-pressed:border-brand-400 dark:aria-pressed:bg-brand-400/10 dark:aria-pressed:text-brand-100"
              >
                <span aria-hidden="true">{choice.emoji}</span>
                {choice.label}
              </button>
            ))}
          </div>
          {chosen && (
            <>
              <label htmlFor={`${id}-comment`} className="sr-only">
                Your feedback (optional)
              </label>
              <textarea
                id={`${id}-comment`}
                ref={commentBox}
                rows={5}
                maxLength={4000}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                placeholder="We'd love to hear your feedback!"
                className="block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-400"
              />
              <button
                type="submit"
                className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-brand-500 dark:text-zinc-950 dark:hover:bg-brand-400"
              >
                Send
              </button>
            </>
          )}
        </form>
      )}
      <p ref={statusLine} tabIndex={-1} role="status" className="mt-3 text-sm text-zinc-700 outline-none empty:mt-0 dark:text-zinc-300">
        {status}
      </p>
    </section>
  )
}

/** The page-feedback widget of spec §4: starts afresh on every page, and first retries what earlier pages could not send. */
export function FeedbackWidget() {
  const pathname = usePathname()

  useEffect(() => {
    retryPending()
  }, [pathname])

  return <FeedbackForm key={pathname} />
}
