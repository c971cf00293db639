'use client'

import { useEffect, type ReactNode } from 'react'
import { useHydrated } from '../ui/use-hydrated'
import { overrideAfterToggle, resolveDarkMode, THEME_STORAGE_KEY } from '@/lib/theme/theme'

const SYSTEM_DARK = '(prefers-color-scheme: dark)'

function applyDarkMode(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark)
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
}

function readStored(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY)
  } catch {
    return null
  }
}

/** `children` are the button's icons, drawn on the server: a sun in light mode, a moon in dark. */
export function ThemeToggle({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  useEffect(() => {
    const media = window.matchMedia(SYSTEM_DARK)
    const sync = () => applyDarkMode(resolveDarkMode(readStored(), media.matches))
    // Another tab's choice, or a system change while the reader has made none, applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) sync()
    }
    // Catch up with anything that changed between the first paint and now.
    sync()
    media.addEventListener('change', sync)
    window.addEventListener('storage', onStorage)
    return () => {
      media.removeEventListener('change', sync)
      window.removeEventListener('storage', onStorage)
    }
  }, [])

  function toggle() {
    const dark = !document.documentElement.classList.contains('dark')
    applyDarkMode(dark)
    const override = overrideAfterToggle(dark, window.matchMedia(SYSTEM_DARK).matches)
    try {
      if (override === null) localStorage.removeItem(THEME_STORAGE_KEY)
      else localStorage.setItem(THEME_STORAGE_KEY, override)
    } catch {
      // Storage can be unavailable (private mode, blocked cookies); the toggle still works for this page.
    }
  }

  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={toggle}
      aria-label="Toggle dark mode"
      className="flex h-8 w-8 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-300 dark:hover:bg-white/10"
    >
      {children}
    </button>
  )
}
