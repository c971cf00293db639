import { Bug, Info } from 'lucide'
import type { ReactNode } from 'react'
import { LineIcon } from '../ui/LineIcon'

const STYLES = {
  note: {
    box: 'border-brand-500/25 bg-brand-50/60 text-brand-900 dark:border-brand-400/30 dark:bg-brand-500/10 dark:text-brand-100 [&_code]:bg-brand-100 dark:[&_code]:bg-brand-500/20',
    icon: 'text-brand-700 dark:text-brand-300',
  },
  // Known issues: a release that misbehaves, set apart from ordinary notes so a reader scanning the page sees it.
  warning: {
    box: 'border-amber-500/40 bg-amber-50 text-amber-950 dark:border-amber-400/40 dark:bg-amber-500/10 dark:text-amber-50 [&_code]:bg-amber-100 dark:[&_code]:bg-amber-500/20',
    icon: 'text-amber-800 dark:text-amber-300',
  },
} as const

/**
 * A callout for something the reader should not miss; `variant="warning"` for a known issue of a release. It is a
 * note (role="note"), not a landmark: a page may hold several with the same title, and landmarks must be told apart.
 */
export function Note({ title, variant = 'note', children }: { title?: string; variant?: keyof typeof STYLES; children: ReactNode }) {
  const style = STYLES[variant]
  return (
    <div
      role="note"
      aria-label={title ?? 'Note'}
      className={`not-prose my-6 flex gap-3 rounded-xl border p-4 text-sm leading-6 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_code]:rounded [&_code]:px-1 [&>div>p]:m-0 [&>div>p+p]:mt-2 ${style.box}`}
    >
      <LineIcon icon={variant === 'warning' ? Bug : Info} className={`mt-0.5 h-5 w-5 shrink-0 ${style.icon}`} />
      <div>
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  )
}
