'use client'

import { X } from 'lucide'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { LineIcon } from '../ui/LineIcon'
import { NAVIGATION_REQUESTED, takeNavigationRequest } from './navigation-requests'
import { TOGGLE_CLASS } from './toggle-class'

/**
 * The sidebar as a panel below the `lg` breakpoint: a modal <dialog> keeps focus inside while open; it repeats the top
 * bar's toggle so the panel can be closed where it was opened, and gives focus back to the toggle on close. It loads
 * when the reader first asks for it, and opens on that request and every later one.
 */
export function NavigationDialog({ id, logo, children }: { id: string; logo: ReactNode; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = usePathname()

  const close = () => {
    if (dialog.current?.open) dialog.current.close()
  }

  // Before the effect that opens the panel: on mount this one runs too, and must not close what the request opens.
  useEffect(close, [pathname])

  useEffect(() => {
    const open = () => {
      takeNavigationRequest()
      if (dialog.current && !dialog.current.open) dialog.current.showModal()
    }
    if (takeNavigationRequest()) open()
    window.addEventListener(NAVIGATION_REQUESTED, open)
    return () => window.removeEventListener(NAVIGATION_REQUESTED, open)
  }, [])

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
        <button type="button" aria-label="Close navigation" className={TOGGLE_CLASS} onClick={close}>
          <LineIcon icon={X} className="h-5 w-5" />
        </button>
        {logo}
      </div>
      <div className="h-[calc(100%-3.5rem)] w-full max-w-sm overflow-y-auto bg-white px-4 pt-6 pb-8 shadow-lg ring-1 ring-zinc-900/10 sm:px-6 dark:bg-zinc-900 dark:ring-zinc-800">
        {children}
      </div>
    </dialog>
  )
}
