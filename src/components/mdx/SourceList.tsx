import type { ReactNode } from 'react'

/**
 * The exact source lines a fact shown from data came from (src/lib/facts), collapsed under 'Sources'. A native
 * <details>, so it opens without JavaScript and browsers announce its state.
 */
export function SourceList({ children }: { children: ReactNode }) {
  return (
    <details className="not-prose my-4 text-xs text-zinc-600 dark:text-zinc-400 [&_a]:underline [&_a]:underline-offset-2 [&_code]:font-mono [&_li]:my-1 [&_ul]:list-disc [&_ul]:pl-5">
      <summary className="cursor-pointer font-semibold text-zinc-700 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-300 dark:hover:text-white">
        Sources
      </summary>
      {children}
    </details>
  )
}
