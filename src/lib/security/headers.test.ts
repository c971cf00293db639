import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, readSecurityConfig, securityHeaders } from './headers'

const header = (headers: Array<{ key: string; value: string }>, key: string) => headers.find((entry) => entry.key === key)?.value

describe('security headers', () => {
  it('forbid framing and sniffing and send a referrer policy, a permissions policy and a CSP', () => {
    const headers = securityHeaders({ production: false })
    expect(header(headers, 'X-Frame-Options')).toBe('DENY')
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff')
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(header(headers, 'Permissions-Policy')).toContain('camera=()')
    expect(header(headers, 'Content-Security-Policy')).toContain("frame-ancestors 'none'")
  })

  it('send HSTS only in production', () => {
    expect(header(securityHeaders({ production: false }), 'Strict-Transport-Security')).toBeUndefined()
    expect(header(securityHeaders({ production: true }), 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
  })
})

describe('contentSecurityPolicy', () => {
  it('allows only the site itself by default', () => {
    const policy = contentSecurityPolicy({ production: false })
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("connect-src 'self';")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).not.toMatch(/https:/)
  })

  it('adds the analytics origin and hosted Algolia only when configured', () => {
    const policy = contentSecurityPolicy({ production: true, analyticsOrigin: 'https://cdn.usefathom.com', algoliaAppId: 'ABC123' })
    expect(policy).toContain("script-src 'self' 'unsafe-inline' https://cdn.usefathom.com")
    expect(policy).toContain('https://ABC123-dsn.algolia.net')
    expect(policy).toContain('upgrade-insecure-requests')
  })

  it('lets the development server evaluate code', () => {
    expect(contentSecurityPolicy({ production: false, development: true })).toContain("'unsafe-eval'")
  })
})

describe('readSecurityConfig', () => {
  const hostedSearch = { NEXT_PUBLIC_DOCSEARCH_APP_ID: 'ABC123', NEXT_PUBLIC_DOCSEARCH_API_KEY: 'search-key', NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'docs' }

  it('allows nothing else when nothing is configured', () => {
    expect(readSecurityConfig({})).toEqual({ production: false, analyticsOrigin: undefined, algoliaAppId: undefined, development: false })
  })

  it("allows the analytics script's origin only with a site id", () => {
    expect(readSecurityConfig({ NEXT_PUBLIC_FATHOM_SITE_ID: 'ABCDEF' }).analyticsOrigin).toBe('https://cdn.usefathom.com')
    expect(readSecurityConfig({ NEXT_PUBLIC_FATHOM_SITE_ID: 'ABCDEF', NEXT_PUBLIC_FATHOM_SCRIPT_URL: 'https://stats.example.com/js/script.js' }).analyticsOrigin).toBe('https://stats.example.com')
    expect(readSecurityConfig({ NEXT_PUBLIC_FATHOM_SCRIPT_URL: 'https://stats.example.com/js/script.js' }).analyticsOrigin).toBeUndefined()
    expect(readSecurityConfig({ NEXT_PUBLIC_FATHOM_SITE_ID: ' ' }).analyticsOrigin).toBeUndefined()
  })

  it('allows hosted Algolia only when all three of its settings are present', () => {
    expect(readSecurityConfig(hostedSearch).algoliaAppId).toBe('ABC123')
    expect(readSecurityConfig({ ...hostedSearch, NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: '' }).algoliaAppId).toBeUndefined()
  })

  it('reads production and the development server', () => {
    expect(readSecurityConfig({ DOCS_PRODUCTION: 'true', NODE_ENV: 'production' })).toMatchObject({ production: true, development: false })
    expect(readSecurityConfig({ DOCS_PRODUCTION: '1', NODE_ENV: 'development' })).toMatchObject({ production: false, development: true })
  })
})
