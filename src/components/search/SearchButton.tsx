'use client'

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { GOALS } from '@/lib/analytics/goals'
import type { SearchSdk } from '@/lib/search/reader'
import { shortcutAction } from '@/lib/search/shortcuts'
import { tracker } from '../analytics/tracker'
import { lazyPart } from '../ui/lazy-part'
import { useHydrated } from '../ui/use-hydrated'

const loadModal = () => import('./SearchModal')
// The modal and its search client load on first use (or first hover or focus), not with the page.
const SearchModal = lazyPart(() => loadModal().then((module) => module.SearchModal))

/** `icon` is the magnifier, drawn on the server; `sdks` what the modal needs of the registry. */
export function SearchButton({ icon, sdks }: { icon: ReactNode; sdks: SearchSdk[] }) {
  const [isOpen, setIsOpen] = useState(false)
  const [initialQuery, setInitialQuery] = useState<string>()
  const button = useRef<HTMLButtonElement>(null)
  const hydrated = useHydrated()

  const open = useCallback(() => {
    setIsOpen(true)
    tracker.goal(GOALS.searchOpened)
  }, [])
  const onClose = useCallback(() => {
    setIsOpen(false)
    setInitialQuery(undefined)
  }, [])
  // DocSearch's own keyboard hook would bring the whole library into the first view; these are the same rules.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(
        { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, target: event.target as HTMLElement | null },
        { isOpen, buttonFocused: document.activeElement === button.current },
      )
      if (!action) return
      event.preventDefault()
      if (action === 'close' || (action === 'toggle' && isOpen)) onClose()
      else {
        if (action === 'open-with-input') setInitialQuery(event.key)
        open()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [isOpen, onClose, open])

  const isMac = hydrated && /Mac|iPhone|iPad/.test(navigator.userAgent)

  return (
    <>
      <button
        ref={button}
        type="button"
        disabled={!hydrated}
        onClick={open}
        onPointerEnter={loadModal}
        onFocus={loadModal}
        // The name is the button's own text, so it always contains what sighted readers see; the shortcut is announced
        // as a shortcut, not as part of the name.
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        className="flex h-8 items-center gap-2 rounded-full text-sm text-zinc-600 ring-1 ring-zinc-900/10 transition hover:ring-zinc-900/20 focus-visible:outline-2 focus-visible:outline-brand-600 max-lg:w-8 max-lg:justify-center lg:w-full lg:max-w-sm lg:bg-white lg:pr-3 lg:pl-2 dark:text-zinc-400 dark:ring-white/10 dark:hover:ring-white/20 dark:lg:bg-white/5"
      >
        {icon}
        <span className="sr-only lg:not-sr-only">Search docs</span>
        <kbd aria-hidden="true" className="ml-auto hidden font-sans text-xs text-zinc-500 lg:inline dark:text-zinc-400">
          <kbd className="font-sans">{isMac ? '⌘' : 'Ctrl '}</kbd>
          <kbd className="font-sans">K</kbd>
        </kbd>
      </button>
      {isOpen && <SearchModal initialQuery={initialQuery} onClose={onClose} sdks={sdks} />}
    </>
  )
}
