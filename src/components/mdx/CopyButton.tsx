'use client'

import { Check, Copy } from 'lucide'
import { useRef } from 'react'
import { GOALS } from '@/lib/analytics/goals'
import { tracker } from '../analytics/tracker'
import { useCopy } from '../ui/use-copy'
import { useHydrated } from '../ui/use-hydrated'
import { LineIcon } from '../ui/LineIcon'

/**
 * Copies the code of the panel it sits in. It reads the text from the page rather than taking it as a prop, so the
 * source is not sent a second time in the React payload.
 */
export function CopyButton() {
  const button = useRef<HTMLButtonElement>(null)
  const { copied, copy } = useCopy(
    () => navigator.clipboard.writeText(button.current?.closest('.group')?.querySelector('pre')?.textContent?.trim() ?? ''),
    () => tracker.goal(GOALS.codeCopied),
  )
  const hydrated = useHydrated()

  return (
    <button
      ref={button}
      type="button"
      disabled={!hydrated}
      onClick={copy}
      className="flex items-center gap-1 rounded-md border border-zinc-300 bg-white/90 px-2 py-1 text-xs font-medium text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-zinc-700 dark:bg-zinc-900/90 dark:text-zinc-200 dark:hover:bg-zinc-800"
    >
      {copied ? <LineIcon icon={Check} className="h-3.5 w-3.5" /> : <LineIcon icon={Copy} className="h-3.5 w-3.5" />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  )
}
