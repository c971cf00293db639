'use client'

import { ChevronRight } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useHydrated } from '../ui/use-hydrated'

export function AcceptedValues({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  const id = useId()
  const hydrated = useHydrated()
  return (
    <div className="mt-3 rounded-lg border border-zinc-200 dark:border-zinc-800">
      <button
        type="button"
        disabled={!hydrated}
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((value) => !value)}
        className="flex w-full items-center gap-1.5 px-3 py-2 text-left text-xs font-semibold text-zinc-700 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-300 dark:hover:text-white"
      >
        <ChevronRight aria-hidden="true" className={`h-3.5 w-3.5 transition-transform ${shown ? 'rotate-90' : ''}`} />
        {shown ? 'Hide accepted values' : 'Show accepted values'}
      </button>
      <div id={id} hidden={!shown} className="border-t border-zinc-200 px-3 dark:border-zinc-800">
        {children}
      </div>
    </div>
  )
}
