'use client'

import { Check, ChevronDown } from 'lucide'
import type { VersionChoice } from '@/lib/versions/context'
import { pageHref } from '@/lib/navigation/page-links'
import { useDisclosure } from '../ui/use-disclosure'
import { LineIcon } from '../ui/LineIcon'

/** A disclosure listing the versions as links, so the choice is a plain navigation. */
export function VersionSelect({ choices }: { choices: VersionChoice[] }) {
  const { open, close, toggle, hydrated, container, button, listId } = useDisclosure()
  const current = choices.find((choice) => choice.current)

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`SDK version: ${current?.version ?? ''}`}
        onClick={toggle}
        className="flex items-center gap-1 rounded-md border border-zinc-300 px-2 py-0.5 text-sm font-medium text-zinc-800 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-white/10"
      >
        {current?.version}
        <LineIcon icon={ChevronDown} className="h-4 w-4" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-1 w-28 rounded-md border border-zinc-200 bg-white py-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      >
        {choices.map((choice) => (
          <li key={choice.version}>
            <a
              href={pageHref(choice.href)}
              aria-current={choice.current ? 'page' : undefined}
              onClick={close}
              className="flex items-center justify-between px-3 py-1.5 text-sm text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
            >
              {choice.version}
              {choice.current && <LineIcon icon={Check} className="h-4 w-4" />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
