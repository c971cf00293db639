'use client'

import { ChevronDown, ExternalLink } from 'lucide'
import type { AssistantLink } from '@/lib/markdown/assistants'
import { useDisclosure } from '../ui/use-disclosure'
import { LineIcon } from '../ui/LineIcon'

/** A disclosure of links that hand the page's Markdown to a chat assistant, each in a new tab. */
export function AssistantMenu({ links }: { links: AssistantLink[] }) {
  const { open, close, toggle, hydrated, container, button, listId } = useDisclosure()

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className="flex items-center gap-1 rounded-md text-xs font-medium text-zinc-600 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-400 dark:hover:text-white"
      >
        Ask AI
        <LineIcon icon={ChevronDown} className="h-3.5 w-3.5" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-1 w-44 rounded-md border border-zinc-200 bg-white py-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      >
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
              className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
            >
              {link.label}
              <span className="sr-only"> (opens in a new tab)</span>
              <LineIcon icon={ExternalLink} className="h-3.5 w-3.5 text-zinc-500" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
