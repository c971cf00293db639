'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { GOALS } from '@/lib/analytics/goals'
import { tracker } from '../analytics/tracker'
import { send } from './delivery'
import { FeedbackView, type FeedbackPhase } from './FeedbackView'

/** The widget's behaviour: choose, comment, send, thank. */
export function FeedbackForm() {
  const [phase, setPhase] = useState<FeedbackPhase>({ name: 'start' })
  const [comment, setComment] = useState('')
  const inFlight = useRef(false)
  const commentBox = useRef<HTMLTextAreaElement>(null)
  const statusLine = useRef<HTMLParagraphElement>(null)
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

  return (
    <FeedbackView
      id={id}
      phase={phase}
      actions={{ choose: (answer) => setPhase({ name: 'comment', answer }), comment, setComment, submit }}
      commentBox={commentBox}
      statusLine={statusLine}
    />
  )
}
