'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/** Scroll distance over which the top bar goes from translucent to nearly opaque. */
const SCROLL_RANGE = 72

export function ScrollingTopBar({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    const update = () => {
      const progress = Math.min(Math.max(window.scrollY / SCROLL_RANGE, 0), 1)
      ref.current?.style.setProperty('--scroll', progress.toFixed(3))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <header ref={ref} className={className}>
      {children}
    </header>
  )
}
