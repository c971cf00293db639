'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { analyticsEnabled, pageViewUrl } from '@/lib/analytics/config'
import type { FathomApi } from '@/lib/analytics/tracker'
import { analyticsConfig, tracker } from './tracker'

declare global {
  interface Window {
    fathom?: FathomApi
  }
}

/**
 * Loads the analytics script when it is configured and the host is not a preview or local one, and reports a page
 * view for the first load and for every client-side navigation that changes the path (a hash change does not).
 */
export function Analytics() {
  const pathname = usePathname()

  useEffect(() => {
    if (!analyticsEnabled(analyticsConfig, window.location.hostname)) return
    tracker.enable()
    const script = document.createElement('script')
    script.src = analyticsConfig.scriptUrl
    script.defer = true
    script.dataset.site = analyticsConfig.siteId
    // The site reports page views itself, once per navigation; the script's own automatic ones would double them.
    script.dataset.auto = 'false'
    script.addEventListener('load', () => {
      if (window.fathom) tracker.ready(window.fathom)
    })
    document.head.appendChild(script)
  }, [])

  useEffect(() => {
    tracker.pageView(pageViewUrl(window.location))
  }, [pathname])

  return null
}
