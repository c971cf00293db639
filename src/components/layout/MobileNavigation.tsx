'use client'

import { Menu, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useHydrated } from '../ui/use-hydrated'
import { Logo } from './Logo'

const toggleClass =
  'flex h-8 w-8 items-center justify-center rounded-md text-zinc-800 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-200 dark:hover:bg-white/10'

/**
 * The navigation panel below large screens. A modal <dialog> keeps focus inside while open; it repeats the top
 * bar's toggle so the panel can be closed where it was opened, and gives focus back to the toggle on close.
 */
export function MobileNavigation({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  const hydrated = useHydrated()

  const close = () => {
    if (dialog.current?.open) dialog.current.close()
  }

  useEffect(close, [pathname])

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

  useEffect(() => {
    window.addEventListener('hashchange', close)
    return () => window.removeEventListener('hashchange', close)
  }, [])

  return (
    <>
      <button ref={opener} type="button" disabled={!hydrated} aria-label="Open navigation" className={toggleClass} onClick={() => dialog.current?.showModal()}>
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      <dialog
        ref={dialog}
        aria-label="Navigation"
        onClose={() => opener.current?.focus()}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
        className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-zinc-900/30 lg:hidden dark:backdrop:bg-black/60"
      >
        <div className="top-bar flex h-14 items-center gap-4 border-b border-zinc-900/10 bg-white px-4 sm:px-6 dark:border-white/10 dark:bg-zinc-900">
          <button type="button" aria-label="Close navigation" className={toggleClass} onClick={close}>
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
          <Logo />
        </div>
        <div className="h-[calc(100%-3.5rem)] w-full max-w-sm overflow-y-auto bg-white px-4 pt-6 pb-8 shadow-lg ring-1 ring-zinc-900/10 sm:px-6 dark:bg-zinc-900 dark:ring-zinc-800">
          {children}
        </div>
      </dialog>
    </>
  )
}
