'use client'

import { Check, Copy } from 'lucide-react'
import { GOALS } from '@/lib/analytics/config'
import { tracker } from '../analytics/tracker'
import { useCopy } from '../ui/use-copy'
import { useHydrated } from '../ui/use-hydrated'

export function CopyButton({ text }: { text: string }) {
  const { copied, copy } = useCopy(
    () => navigator.clipboard.writeText(text.trim()),
    () => tracker.goal(GOALS.codeCopied),
  )
  const hydrated = useHydrated()

  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={copy}
      className="flex items-center gap-1 rounded-md border border-zinc-300 bg-white/90 px-2 py-1 text-xs font-medium text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-zinc-700 dark:bg-zinc-900/90 dark:text-zinc-200 dark:hover:bg-zinc-800"
    >
      {copied ? <Check aria-hidden="true" className="h-3.5 w-3.5" /> : <Copy aria-hidden="true" className="h-3.5 w-3.5" />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  )
}
