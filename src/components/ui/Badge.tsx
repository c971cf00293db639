import type { ReactNode } from 'react'

export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="ml-auto shrink-0 rounded-full bg-zinc-100 px-2 py-0.5 text-[0.7rem] font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
      {children}
    </span>
  )
}

const TAG_COLOURS: Record<string, string> = {
  GET: 'text-emerald-800 bg-emerald-50 ring-emerald-600/20 dark:text-emerald-300 dark:bg-emerald-400/10 dark:ring-emerald-400/30',
  POST: 'text-sky-800 bg-sky-50 ring-sky-600/20 dark:text-sky-300 dark:bg-sky-400/10 dark:ring-sky-400/30',
  PUT: 'text-amber-800 bg-amber-50 ring-amber-600/20 dark:text-amber-300 dark:bg-amber-400/10 dark:ring-amber-400/30',
  PATCH: 'text-violet-800 bg-violet-50 ring-violet-600/20 dark:text-violet-300 dark:bg-violet-400/10 dark:ring-violet-400/30',
  DELETE: 'text-rose-800 bg-rose-50 ring-rose-600/20 dark:text-rose-300 dark:bg-rose-400/10 dark:ring-rose-400/30',
}

/** A short label such as an HTTP verb. */
export function Tag({ children }: { children: string }) {
  const colour = TAG_COLOURS[children.toUpperCase()] ?? 'text-zinc-700 bg-zinc-50 ring-zinc-600/20 dark:text-zinc-300 dark:bg-zinc-400/10 dark:ring-zinc-400/30'
  return (
    <span className={`shrink-0 rounded-md px-1.5 font-mono text-[0.65rem] leading-5 font-semibold ring-1 ring-inset ${colour}`}>
      {children}
    </span>
  )
}
