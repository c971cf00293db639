import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './headers'

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
