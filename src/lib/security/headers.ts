import { analyticsConfigFromEnv } from '../analytics/config'
import { readHostedSearch } from '../search/config'
import { readSiteConfig } from '../site/config'

/** What the pages load besides the site itself, which the Content-Security-Policy has to allow. */
export interface SecurityConfig {
  production: boolean
  /** Origin of the analytics script, when analytics is configured. */
  analyticsOrigin?: string
  /** Hosted Algolia application id, when the search modal talks to Algolia instead of the site's own endpoint. */
  algoliaAppId?: string
  /** `next dev` evaluates code at run time (React Refresh) and needs 'unsafe-eval'. */
  development?: boolean
}

/** The deployment's settings, from the environment at build time. */
export function readSecurityConfig(env: Record<string, string | undefined> = process.env): SecurityConfig {
  const analytics = analyticsConfigFromEnv(env)
  const hostedSearch = readHostedSearch({
    appId: env.NEXT_PUBLIC_DOCSEARCH_APP_ID,
    apiKey: env.NEXT_PUBLIC_DOCSEARCH_API_KEY,
    indexName: env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME,
  })
  return {
    production: readSiteConfig(env).production,
    analyticsOrigin: analytics.siteId ? new URL(analytics.scriptUrl).origin : undefined,
    algoliaAppId: hostedSearch?.appId,
    development: env.NODE_ENV === 'development',
  }
}

/**
 * The Content-Security-Policy: only the site's own origin, plus the analytics script and hosted Algolia when they
 * are configured. Scripts need 'unsafe-inline' because statically generated Next.js pages carry inline scripts (the
 * React Server Components payload and the theme pre-paint script) that differ per page and cannot take a nonce; a
 * hash list would make browsers ignore 'unsafe-inline' and block the payload.
 */
export function contentSecurityPolicy(config: SecurityConfig): string {
  const analytics = config.analyticsOrigin ? [config.analyticsOrigin] : []
  const algolia = config.algoliaAppId ? [`https://${config.algoliaAppId}-dsn.algolia.net`, `https://${config.algoliaAppId}.algolia.net`, 'https://*.algolianet.com'] : []
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...(config.development ? ["'unsafe-eval'"] : []), ...analytics]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...analytics]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...analytics, ...algolia]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ]
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (config.production) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** Headers for every response. */
export function securityHeaders(config: SecurityConfig): Array<{ key: string; value: string }> {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(config) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(config.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
}
