import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { startServer, stopServer } from '../../scripts/feedback-load'
import { readBuiltSite } from '../../src/lib/site-check/next-build'
import { resolvePath } from '../../src/lib/site-check/served'

const SECURITY_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy']

// Next.js answers the redirects of next.config.ts (such as / to /docs) before any header rule applies, so those
// bodiless 3xx answers are the one kind of response without them.
test('every kind of response carries the security headers', async ({ request }) => {
  const page = await request.get('/docs/apis')
  const asset = (await page.text()).match(/\/docs\/_next\/static\/[^"]+\.js/)?.[0]
  expect(asset).toBeDefined()
  const responses = {
    page,
    'static asset': await request.get(asset!),
    'public file': await request.get('/docs/search/records.json'),
    'API answer': await request.get('/docs/api/feedback'),
    'not found': await request.get('/docs/no-such-page'),
  }
  for (const [name, response] of Object.entries(responses)) {
    const headers = response.headers()
    for (const header of SECURITY_HEADERS) expect(headers[header], `${name}: ${header}`).toBeTruthy()
    expect(headers['x-frame-options'], name).toBe('DENY')
    expect(headers['x-content-type-options'], name).toBe('nosniff')
    // The test build is not marked production, so no HSTS.
    expect(headers['strict-transport-security'], name).toBeUndefined()
  }
  const csp = page.headers()['content-security-policy']!
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
})

test('the policy lets pages, search and feedback work without a violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/docs/apis')
  await page.getByRole('button', { name: 'Search docs' }).click()
  await expect(page.locator('.DocSearch-Input')).toBeFocused()
  await page.keyboard.type('bucket')
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'It was helpful' }).click()
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(violations).toEqual([])
})

test('pages revalidate, hashed assets are immutable, and text is compressed', async ({ request }) => {
  const page = await request.get('/docs/apis', { headers: { 'accept-encoding': 'gzip' } })
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  expect(page.headers()['etag']).toBeTruthy()
  expect(page.headers()['content-encoding']).toBe('gzip')
  const asset = (await page.text()).match(/\/docs\/_next\/static\/[^"]+\.js/)?.[0]
  expect((await request.get(asset!)).headers()['cache-control']).toContain('immutable')
  expect((await request.post('/docs/api/search/1/indexes/docs/query', { data: {} })).headers()['cache-control']).toBe('no-store')
})

// The built-site test reads pages and files from disk and works out redirects and rewrites from the build's
// manifest; this holds that model to what the server really answers, for each kind of path.
test('the server answers each kind of path as the built-site checks assume', async ({ request }) => {
  const site = readBuiltSite()
  const paths = [
    '/docs',
    '/docs/apis',
    '/docs/reference/nodejs',
    '/docs/',
    '/docs/reference/nodejs/v1/api/api-get',
    '/docs/Reference/NodeJS/v1',
    '/docs.md',
    '/robots.txt',
    '/docs/apis.md',
    '/docs/index.md',
    '/docs/llms.txt',
    '/docs/sitemap.xml',
    '/docs/search/records.json',
    '/docs/markdown/apis.md',
    '/docs/APIS',
    '/docs/no-such-page',
  ]
  const kinds = new Set<string>()
  for (const path of paths) {
    const served = resolvePath(path, site)
    kinds.add(served.kind)
    const response = await request.get(path, { maxRedirects: 0 })
    if (served.kind === 'redirect') {
      expect({ status: response.status(), location: response.headers().location }, path).toEqual({ status: served.status, location: served.location })
    } else {
      expect(response.status(), path).toBe(served.kind === 'not-found' ? 404 : 200)
      if (served.kind === 'page') expect(await response.text(), path).toBe(served.html)
      if (served.kind === 'file') expect(await response.text(), path).toBe(readFileSync(served.file, 'utf8'))
    }
  }
  expect(kinds).toEqual(new Set(['page', 'file', 'redirect', 'not-found']))
})

test('the sitemap is served as XML', async ({ request }) => {
  const response = await request.get('/docs/sitemap.xml')
  expect(response.headers()['content-type']).toBe('application/xml')
  expect(await response.text()).toMatch(/^<\?xml [^>]*\?>\s*<urlset /)
})

test('robots.txt closes the site when the deployment is not production', async ({ request }) => {
  const robots = await (await request.get('/docs/robots.txt')).text()
  expect(robots).toMatch(/User-Agent: \*\s+Disallow: \/\s*$/)
  const root = await request.get('/robots.txt', { maxRedirects: 0 })
  expect(root.status()).toBe(307)
  expect(root.headers()['location']).toBe('/docs/robots.txt')
})

test('the health endpoint reports the build, the search index and the feedback store', async ({ request }) => {
  const response = await request.get('/docs/api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(await response.json()).toEqual({
    status: 'ok',
    buildId: readFileSync('.next/BUILD_ID', 'utf8').trim(),
    search: { loaded: true, records: expect.any(Number) },
    feedback: { answering: true },
  })
})

test('the health endpoint answers 503 when the feedback store is down', async () => {
  test.setTimeout(120_000)
  // Nothing listens on port 9: the store cannot connect.
  const server = await startServer(3193, { databaseUrl: 'postgres://nobody:nothing@127.0.0.1:9/none', sqlitePath: '' })
  try {
    const response = await fetch(`${server.url}/docs/api/health`)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'unavailable', search: { loaded: true }, feedback: { answering: false } })
  } finally {
    await stopServer(server)
  }
})
