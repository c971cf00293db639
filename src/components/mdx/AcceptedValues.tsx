import { ChevronRight } from 'lucide'
import type { ReactNode } from 'react'
import { LineIcon } from '../ui/LineIcon'

/**
 * A property's accepted values behind a disclosure. A native <details> opens and closes without JavaScript, and
 * browsers announce its summary as expanded or collapsed; the summary's words follow its state through CSS.
 */
export function AcceptedValues({ children }: { children: ReactNode }) {
  return (
    <details className="group mt-3 rounded-lg border border-zinc-200 dark:border-zinc-800">
      <summary className="flex w-full cursor-pointer list-none items-center gap-1.5 px-3 py-2 text-left text-xs font-semibold text-zinc-700 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-300 dark:hover:text-white [&::-webkit-details-marker]:hidden">
        <LineIcon icon={ChevronRight} className="h-3.5 w-3.5 transition-transform group-open:rotate-90" />
        <span className="group-open:hidden">Show accepted values</span>
        <span className="hidden group-open:inline">Hide accepted values</span>
      </summary>
      <div className="border-t border-zinc-200 px-3 dark:border-zinc-800">{children}</div>
    </details>
  )
}
