/** A Fathom-compatible analytics script: on only when a site id is configured, and never on preview or local hosts. */
export interface AnalyticsConfig {
  siteId: string | undefined
  scriptUrl: string
  /** Host suffixes that never load analytics, such as preview deployments. */
  excludedHostSuffixes: string[]
}

const DEFAULT_SCRIPT_URL = 'https://cdn.usefathom.com/script.js'

/** Reads the build-time settings, from `NEXT_PUBLIC_` variables: the values end up in public pages. */
export function readAnalyticsConfig(env: {
  siteId?: string
  scriptUrl?: string
  excludedHosts?: string
}): AnalyticsConfig {
  return {
    siteId: env.siteId?.trim() || undefined,
    scriptUrl: env.scriptUrl?.trim() || DEFAULT_SCRIPT_URL,
    excludedHostSuffixes: (env.excludedHosts ?? 'vercel.app')
      .split(',')
      .map((suffix) => suffix.trim().toLowerCase().replace(/^\./, ''))
      .filter(Boolean),
  }
}

/** The analytics settings from the environment's `NEXT_PUBLIC_` variables, read on the server at build time. */
export function analyticsConfigFromEnv(env: Record<string, string | undefined> = process.env): AnalyticsConfig {
  return readAnalyticsConfig({
    siteId: env.NEXT_PUBLIC_FATHOM_SITE_ID,
    scriptUrl: env.NEXT_PUBLIC_FATHOM_SCRIPT_URL,
    excludedHosts: env.NEXT_PUBLIC_ANALYTICS_EXCLUDED_HOSTS,
  })
}

const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$|\.localhost$/

export function analyticsEnabled(config: AnalyticsConfig, hostname: string): boolean {
  const host = hostname.toLowerCase()
  if (!config.siteId || LOCAL_HOST.test(host)) return false
  return !config.excludedHostSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))
}

/** The URL a page view is reported for: path and query, never the hash. */
export function pageViewUrl(location: { origin: string; pathname: string; search: string }): string {
  return `${location.origin}${location.pathname}${location.search}`
}
