'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useHydrated } from '../ui/use-hydrated'
import { loadNavigationDialog, NAVIGATION_REQUESTED, requestNavigation } from './navigation-requests'
import { TOGGLE_CLASS } from './toggle-class'

const NavigationDialog = lazy(() => loadNavigationDialog().then((module) => ({ default: module.NavigationDialog })))

/** Tailwind's `lg` breakpoint, from which the sidebar is a column beside the article. */
const LARGE_SCREEN = '(width >= 64rem)'

function onScreenChange(notify: () => void) {
  const query = matchMedia(LARGE_SCREEN)
  query.addEventListener('change', notify)
  return () => query.removeEventListener('change', notify)
}

/**
 * The server renders the column, so that large screens have their navigation without JavaScript; below `lg` the
 * column stays hidden until the reader asks for the navigation, and the client then renders the same children as
 * the panel instead.
 */
function useLargeScreen(): boolean {
  return useSyncExternalStore(onScreenChange, () => matchMedia(LARGE_SCREEN).matches, () => true)
}

interface PanelProps {
  id: string
  /** The site's logo, rendered on the server and shown at the top of either form. */
  logo: ReactNode
  children: ReactNode
}

/**
 * The sidebar, rendered once per page: a column beside the article on large screens, a panel that the top bar's
 * toggle opens on small ones. A <dialog> styled as the column would still be announced as a dialog there, so each
 * form is its own element, and crossing the breakpoint makes React render `children` afresh in the other.
 */
export function NavigationPanel({ id, logo, children }: PanelProps) {
  const large = useLargeScreen()
  // The panel's code loads on the first request: a phone reader who never opens it never fetches it.
  const [requested, setRequested] = useState(false)

  useEffect(() => {
    const onRequest = () => setRequested(true)
    window.addEventListener(NAVIGATION_REQUESTED, onRequest)
    return () => window.removeEventListener(NAVIGATION_REQUESTED, onRequest)
  }, [])

  const column = (
    <Column id={id} logo={logo}>
      {children}
    </Column>
  )
  if (large || !requested) return column
  // While the panel's code arrives the column stays, so the toggle's aria-controls always names an element.
  return (
    <Suspense fallback={column}>
      <NavigationDialog id={id} logo={logo}>
        {children}
      </NavigationDialog>
    </Suspense>
  )
}

function Column({ id, logo, children }: PanelProps) {
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
      <div className="flex h-14 items-center">{logo}</div>
      <div className="mt-6">{children}</div>
    </aside>
  )
}

/**
 * The top bar's button that opens the panel; `controls` is the panel's id, `children` its icon, drawn on the
 * server. Pressing it starts loading the panel.
 */
export function NavigationToggle({ controls, children }: { controls: string; children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-label="Open navigation"
      aria-controls={controls}
      className={TOGGLE_CLASS}
      onPointerDown={loadNavigationDialog}
      onFocus={loadNavigationDialog}
      onClick={requestNavigation}
    >
      {children}
    </button>
  )
}
