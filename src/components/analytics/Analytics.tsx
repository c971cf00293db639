'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { analyticsEnabled, pageViewUrl, type AnalyticsConfig } from '@/lib/analytics/config'
import type { FathomApi } from '@/lib/analytics/tracker'
import { tracker } from './tracker'

declare global {
  interface Window {
    fathom?: FathomApi
  }
}

/**
 * Loads the analytics script when the host is not a preview or local one, and reports a page view for the first
 * load and for every client-side navigation that changes the path (a hash change does not). The root layout renders
 * it only when analytics is configured, so a site without it never loads this code.
 */
export function Analytics({ config }: { config: AnalyticsConfig }) {
  const pathname = usePathname()

  useEffect(() => {
    if (!analyticsEnabled(config, window.location.hostname)) return
    tracker.enable()
    const script = document.createElement('script')
    script.src = config.scriptUrl
    script.defer = true
    script.dataset.site = config.siteId
    // The site reports page views itself, once per navigation; the script's own automatic ones would double them.
    script.dataset.auto = 'false'
    script.addEventListener('load', () => {
      if (window.fathom) tracker.ready(window.fathom)
    })
    document.head.appendChild(script)
  }, [config])

  useEffect(() => {
    tracker.pageView(pageViewUrl(window.location))
  }, [pathname])

  return null
}
