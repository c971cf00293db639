'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Brings the sidebar's current link into view on load, for long reference sidebars. */
export function ScrollActiveLinkIntoView({ containerId }: { containerId: string }) {
  const pathname = usePathname()
  useEffect(() => {
    const container = document.getElementById(containerId)
    const active = container?.querySelector<HTMLElement>('[data-sidebar-links] [aria-current="page"]')
    if (!container || !active) return
    const box = container.getBoundingClientRect()
    const link = active.getBoundingClientRect()
    if (link.top < box.top || link.bottom > box.bottom) {
      container.scrollTop += link.top - box.top - box.height / 3
    }
  }, [containerId, pathname])
  return null
}
