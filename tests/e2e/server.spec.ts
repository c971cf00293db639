import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { startServer, stopServer } from '../../scripts/feedback-load'
import { PAGE_URLS } from './site'

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

test('the sitemap lists every page once, with absolute URLs and last-modified dates', async ({ request }) => {
  const xml = await (await request.get('/docs/sitemap.xml')).text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect([...locations].sort()).toEqual(PAGE_URLS.map((url) => `https://nitric.io${url}`).sort())
  expect(xml.match(/<lastmod>/g)?.length).toBe(PAGE_URLS.length)
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
