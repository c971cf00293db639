'use client'

import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react'
import { OS_LABELS, type OperatingSystem } from '@/lib/content/operating-systems'
import { Tabs } from '../ui/Tabs'
import { useHydrated } from '../ui/use-hydrated'

function detectOs(): OperatingSystem {
  const agent = navigator.userAgent
  if (/Windows/i.test(agent)) return 'windows'
  if (/Macintosh|Mac OS X/i.test(agent)) return 'macos'
  if (/Linux|X11|CrOS/i.test(agent) && !/Android/i.test(agent)) return 'linux'
  return 'macos'
}

/** Instructions per operating system, opening on the reader's own. */
export function OSTabs({ children }: { children: ReactNode }) {
  const tabs = Children.toArray(children).filter((child): child is ReactElement<{ os: OperatingSystem }> =>
    isValidElement<{ os: OperatingSystem }>(child),
  )
  const systems = tabs.map((tab) => tab.props.os)
  // The server cannot know the reader's system; after hydration the tabs open on it.
  const detected = useHydrated() ? detectOs() : undefined
  const [chosen, setChosen] = useState<OperatingSystem>()
  const current = chosen ?? detected ?? systems[0]
  const selected = Math.max(systems.indexOf(current ?? 'macos'), 0)

  return (
    <Tabs
      className="not-prose my-6 overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800 [&_[role=tabpanel]]:px-4 [&_[role=tabpanel]]:py-1"
      labels={systems.map((os) => OS_LABELS[os])}
      selected={selected}
      onSelect={(index) => setChosen(systems[index])}
      panels={tabs}
      label="Operating system"
    />
  )
}
