import { Info } from 'lucide'
import type { ReactNode } from 'react'
import { LineIcon } from '../ui/LineIcon'

/** A callout for something the reader should not miss. */
export function Note({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside
      aria-label={title ?? 'Note'}
      className="not-prose my-6 flex gap-3 rounded-xl border border-brand-500/25 bg-brand-50/60 p-4 text-sm leading-6 text-brand-900 dark:border-brand-400/30 dark:bg-brand-500/10 dark:text-brand-100 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_code]:rounded [&_code]:bg-brand-100 [&_code]:px-1 dark:[&_code]:bg-brand-500/20 [&>div>p]:m-0 [&>div>p+p]:mt-2"
    >
      <LineIcon icon={Info} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
      <div>
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </aside>
  )
}
