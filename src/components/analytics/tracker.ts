import { readAnalyticsConfig } from '@/lib/analytics/config'
import { Tracker } from '@/lib/analytics/tracker'

/** Inlined at build time. */
export const analyticsConfig = readAnalyticsConfig({
  siteId: process.env.NEXT_PUBLIC_FATHOM_SITE_ID,
  scriptUrl: process.env.NEXT_PUBLIC_FATHOM_SCRIPT_URL,
  excludedHosts: process.env.NEXT_PUBLIC_ANALYTICS_EXCLUDED_HOSTS,
})

/** The page's one tracker: the analytics loader enables it, and interactive components report goals to it. */
export const tracker = new Tracker()
