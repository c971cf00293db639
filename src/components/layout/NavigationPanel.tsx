'use client'

import { Menu, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { useHydrated } from '../ui/use-hydrated'
import { Logo } from './Logo'

/** What the toggle sends the panel just before opening it. */
const OPENING = 'navigation-opening'

/** Tailwind's `lg` breakpoint, from which the sidebar is a column beside the article. */
const LARGE_SCREEN = '(width >= 64rem)'

const toggleClass =
  'flex h-8 w-8 items-center justify-center rounded-md text-zinc-800 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-200 dark:hover:bg-white/10'

function onScreenChange(notify: () => void) {
  const query = matchMedia(LARGE_SCREEN)
  query.addEventListener('change', notify)
  return () => query.removeEventListener('change', notify)
}

/**
 * The server renders the column, so that large screens have their navigation without JavaScript; below `lg` the
 * client then renders the same children as the panel instead.
 */
function useLargeScreen(): boolean {
  return useSyncExternalStore(onScreenChange, () => matchMedia(LARGE_SCREEN).matches, () => true)
}

/**
 * The sidebar, rendered once per page: a column beside the article on large screens, a panel that the top bar's
 * toggle opens on small ones. A <dialog> styled as the column would still be announced as a dialog there, so each
 * form is its own element, and crossing the breakpoint makes React render `children` afresh in the other.
 */
export function NavigationPanel({ id, children }: { id: string; children: ReactNode }) {
  return useLargeScreen() ? <Column id={id}>{children}</Column> : <Panel id={id}>{children}</Panel>
}

function Column({ id, children }: { id: string; children: ReactNode }) {
  const column = useRef<HTMLElement>(null)
  const pathname = usePathname()

  // Long reference sidebars would otherwise open at their top, far from the page being read.
  useEffect(() => {
    const active = column.current?.querySelector<HTMLElement>('[data-sidebar-links] [aria-current="page"]')
    if (!column.current || !active) return
    const box = column.current.getBoundingClientRect()
    const link = active.getBoundingClientRect()
    if (link.top < box.top || link.bottom > box.bottom) {
      column.current.scrollTop += link.top - box.top - box.height / 3
    }
  }, [pathname])

  return (
    <aside
      ref={column}
      id={id}
      className="fixed inset-y-0 left-0 z-30 hidden w-72 overflow-y-auto border-r border-zinc-900/10 bg-white px-6 pb-8 lg:block xl:w-80 dark:border-white/10 dark:bg-zinc-900"
    >
      <div className="flex h-14 items-center">
        <Logo />
      </div>
      <div className="mt-6">{children}</div>
    </aside>
  )
}

/**
 * A modal <dialog> keeps focus inside while open; it repeats the top bar's toggle so the panel can be closed where
 * it was opened, and gives focus back to the toggle on close.
 */
function Panel({ id, children }: { id: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = usePathname()
  // The links render when the panel first opens: rendering them at once would make a phone build the whole sidebar
  // a second time right after hydrating the column's, while the reader waits for the page to respond.
  const [opened, setOpened] = useState(false)

  useEffect(() => {
    const element = dialog.current
    const onOpening = () => flushSync(() => setOpened(true))
    element?.addEventListener(OPENING, onOpening)
    return () => element?.removeEventListener(OPENING, onOpening)
  }, [])

  const close = () => {
    if (dialog.current?.open) dialog.current.close()
  }

  useEffect(close, [pathname])

  useEffect(() => {
    window.addEventListener('hashchange', close)
    return () => window.removeEventListener('hashchange', close)
  }, [])

  // A modal dialog lets Tab leave for the browser's own controls; wrap around instead, as a menu panel should.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]')].filter(
      (element) => element.offsetParent !== null,
    )
    const first = focusable[0]
    const last = focusable.at(-1)
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <dialog
      ref={dialog}
      id={id}
      aria-label="Navigation"
      onClose={() => document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus()}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-zinc-900/30 dark:backdrop:bg-black/60"
    >
      <div className="top-bar flex h-14 items-center gap-4 border-b border-zinc-900/10 bg-white px-4 sm:px-6 dark:border-white/10 dark:bg-zinc-900">
        <button type="button" aria-label="Close navigation" className={toggleClass} onClick={close}>
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
        <Logo />
      </div>
      <div className="h-[calc(100%-3.5rem)] w-full max-w-sm overflow-y-auto bg-white px-4 pt-6 pb-8 shadow-lg ring-1 ring-zinc-900/10 sm:px-6 dark:bg-zinc-900 dark:ring-zinc-800">
        {opened && children}
      </div>
    </dialog>
  )
}

/** The top bar's button that opens the panel; `controls` is the panel's id. */
export function NavigationToggle({ controls }: { controls: string }) {
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-label="Open navigation"
      aria-controls={controls}
      className={toggleClass}
      onClick={() => {
        const panel = document.getElementById(controls)
        if (!(panel instanceof HTMLDialogElement)) return
        panel.dispatchEvent(new Event(OPENING))
        panel.showModal()
      }}
    >
      <Menu aria-hidden="true" className="h-5 w-5" />
    </button>
  )
}
