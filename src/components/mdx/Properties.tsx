import type { ReactNode } from 'react'
import { AcceptedValues } from './AcceptedValues'

/**
 * A parameter list. Nested inside a Property (with `nested`), it lists the accepted values of that property
 * behind a toggle.
 */
export function Properties({ nested = false, children }: { nested?: boolean; children: ReactNode }) {
  const list = <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">{children}</ul>
  if (nested) return <AcceptedValues>{list}</AcceptedValues>
  return <div className="not-prose my-6 border-y border-zinc-200 dark:border-zinc-800">{list}</div>
}

interface PropertyProps {
  name: string
  type: string
  required?: boolean
  children?: ReactNode
}

export function Property({ name, type, required = false, children }: PropertyProps) {
  return (
    <li className="py-4 first:pt-3 last:pb-3">
      <dl className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <dt className="sr-only">Name</dt>
        <dd>
          <code className="font-mono text-sm font-semibold text-zinc-900 dark:text-white">{name}</code>
        </dd>
        <dt className="sr-only">Type</dt>
        <dd className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{type}</dd>
        {required && (
          <>
            <dt className="sr-only">Required</dt>
            <dd className="rounded bg-rose-50 px-1.5 text-xs font-medium text-rose-800 dark:bg-rose-500/15 dark:text-rose-200">Required</dd>
          </>
        )}
      </dl>
      <div className="property-description">
        {children}
      </div>
    </li>
  )
}
