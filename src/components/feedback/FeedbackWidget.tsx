'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { OUTBOX_KEY } from '@/lib/feedback/outbox'

/** How far below the window the form starts to load, so that it is ready by the time the reader reaches it. */
const LOAD_AHEAD = '600px'

/**
 * The page-feedback widget of spec §4: starts afresh on every page, and first retries what earlier pages could not
 * send. It sits at the foot of the page, so its form loads as the reader nears it, not with the page; until then
 * the server's rendering of it (`placeholder`) shows.
 */
export function FeedbackWidget({ placeholder }: { placeholder: ReactNode }) {
  const pathname = usePathname()
  const box = useRef<HTMLDivElement>(null)
  const [Form, setForm] = useState<ComponentType>()

  useEffect(() => {
    // Most page views have nothing waiting; the code that sends it loads only when something does.
    try {
      if (!window.localStorage.getItem(OUTBOX_KEY)) return
    } catch {
      return
    }
    void import('./delivery').then((module) => module.retryPending())
  }, [pathname])

  useEffect(() => {
    if (Form || !box.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void import('./FeedbackForm').then((module) => setForm(() => module.FeedbackForm))
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD} 0px` },
    )
    observer.observe(box.current)
    return () => observer.disconnect()
  }, [Form])

  return <div ref={box}>{Form ? <Form key={pathname} /> : placeholder}</div>
}
