import type { FormEvent, Ref } from 'react'
import type { Answer } from '@/lib/feedback/types'

export type FeedbackPhase = { name: 'start' } | { name: 'comment'; answer: Answer } | { name: 'submitting' } | { name: 'done' }

const CHOICES: Array<{ answer: Answer; label: string; emoji: string }> = [
  { answer: 'yes', label: 'It was helpful', emoji: '👍' },
  { answer: 'no', label: 'It was not helpful', emoji: '👎' },
  { answer: 'feedback', label: 'I have feedback', emoji: '💬' },
]

/** What the form does; absent while its script has not loaded, when the choices show but cannot be pressed yet. */
export interface FeedbackActions {
  choose: (answer: Answer) => void
  comment: string
  setComment: (comment: string) => void
  submit: (event: FormEvent) => void
}

interface FeedbackViewProps {
  /** Prefix of the ids that tie the question to its choices and the comment box to its label. */
  id: string
  phase: FeedbackPhase
  actions?: FeedbackActions
  commentBox?: Ref<HTMLTextAreaElement>
  statusLine?: Ref<HTMLParagraphElement>
}

/**
 * The page-feedback widget as it looks in each phase. The server renders its first phase into every page; the
 * form (FeedbackForm) renders it with `actions` once the reader comes near it.
 */
export function FeedbackView({ id, phase, actions, commentBox, statusLine }: FeedbackViewProps) {
  const chosen = phase.name === 'comment' ? phase.answer : undefined
  const status = phase.name === 'submitting' ? 'Submitting feedback' : phase.name === 'done' ? 'Thank you for your feedback!' : ''

  return (
    <section aria-labelledby={`${id}-question`} className="rounded-lg border border-zinc-200 p-5 dark:border-zinc-800" data-feedback-widget>
      <p id={`${id}-question`} className="text-sm font-semibold text-zinc-900 dark:text-white">
        What did you think of this content?
      </p>
      {(phase.name === 'start' || phase.name === 'comment') && (
        <form onSubmit={actions?.submit} className="mt-3 space-y-3">
          <div role="group" aria-labelledby={`${id}-question`} className="flex flex-wrap gap-2">
            {CHOICES.map((choice) => (
              <button
                key={choice.answer}
                type="button"
                disabled={!actions}
                aria-pressed={chosen === choice.answer}
                onClick={actions && (() => actions.choose(choice.answer))}
                className="flex items-center gap-1.5 rounded-full border border-zinc-300 px-3 py-1.5 text-sm text-zinc-700 hover:border-brand-500 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:border-zinc-700 dark:text-zinc-300 dark:hover:text-white dark:aria-pressed:border-brand-400 dark:aria-pressed:bg-brand-400/10 dark:aria-pressed:text-brand-100"
              >
                <span aria-hidden="true">{choice.emoji}</span>
                {choice.label}
              </button>
            ))}
          </div>
          {chosen && actions && (
            <>
              <label htmlFor={`${id}-comment`} className="sr-only">
                Your feedback (optional)
              </label>
              <textarea
                id={`${id}-comment`}
                ref={commentBox}
                rows={5}
                maxLength={4000}
                value={actions.comment}
                onChange={(event) => actions.setComment(event.target.value)}
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
