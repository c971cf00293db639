'use client'

import type { ReactNode } from 'react'
import type { OperatingSystem } from '@/lib/content/operating-systems'

/** One operating system's instructions inside OSTabs, which reads `os` from its props: a client component, so they reach it. */
export function OSTab({ children }: { os: OperatingSystem; children: ReactNode }) {
  return <div className="prose-docs">{children}</div>
}
