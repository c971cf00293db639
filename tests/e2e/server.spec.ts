import { readFileSync } from 'node:fs'
import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { expect, test } from '@playwright/test'
import { startServer, stopServer } from '../../scripts/feedback-load'
import { readBuiltSite } from '../../checks/site/next-build'
import { resolvePath } from '../../checks/site/served'

const SECURITY_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy']

// Next.js answers the redirects of next.config.ts before its header rules apply; the front server sets the headers
// on every response, so those 3xx answers carry them too.
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
    'Markdown version': await request.get('/docs/apis.md'),
    'redirect to a page': await request.get('/docs/reference/nodejs/v1', { maxRedirects: 0 }),
    'redirect from the root': await request.get('/', { maxRedirects: 0 }),
    'not modified': await request.get('/docs/apis', { headers: { 'if-none-match': page.headers()['etag']! } }),
  }
  expect(responses['redirect to a page'].status()).toBe(308)
  expect(responses['redirect from the root'].status()).toBe(307)
  expect(responses['not modified'].status()).toBe(304)
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
  // The feedback form loads as the reader comes near it.
  await page.locator('[data-feedback-widget]').scrollIntoViewIfNeeded()
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
  const assetPath = (await page.text()).match(/\/docs\/_next\/static\/[^"]+\.js/)?.[0]
  const asset = await request.get(assetPath!, { headers: { 'accept-encoding': 'gzip, br' } })
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-type']).toMatch(/^application\/javascript/)
  expect(asset.headers()['content-encoding']).toBe('br')
  expect((await request.post('/docs/api/search/1/indexes/docs/query', { data: {} })).headers()['cache-control']).toBe('no-store')
})

/** A GET with exactly these headers: Playwright's client always adds an Accept-Encoding of its own. */
function rawGet(url: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

test('pages are served precompressed in the best encoding the client accepts, with an ETag per encoding', async ({ request, baseURL }) => {
  const br = await request.get('/docs/concepts/introduction', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  const html = await br.text()
  expect(br.headers()['content-encoding']).toBe('br')
  expect(br.headers()['vary']).toMatch(/accept-encoding/i)
  expect(br.headers()['content-type']).toBe('text/html; charset=utf-8')
  const etag = br.headers()['etag']!
  expect(etag).toMatch(/^"[^"]+"$/)

  const notModified = await request.get('/docs/concepts/introduction', { headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': `"other", W/${etag}` } })
  expect(notModified.status()).toBe(304)
  expect(notModified.headers()['etag']).toBe(etag)
  expect(await notModified.body()).toHaveLength(0)

  const gzip = await request.get('/docs/concepts/introduction', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })
  expect(gzip.status()).toBe(200)
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  expect(gzip.headers()['etag']).not.toBe(etag)
  expect(await gzip.text()).toBe(html)

  const plain = await rawGet(`${baseURL}/docs/concepts/introduction`)
  expect(plain.status).toBe(200)
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.toString('utf8')).toBe(html)
  expect(Number(plain.headers['content-length'])).toBe(plain.body.length)
  expect(Number(br.headers()['content-length'])).toBeLessThan(plain.body.length / 5)

  const head = await request.head('/docs/concepts/introduction', { headers: { 'accept-encoding': 'br' } })
  expect(head.status()).toBe(200)
  expect(head.headers()['etag']).toBe(etag)
  expect(head.headers()['content-length']).toBe(br.headers()['content-length'])
  expect(await head.body()).toHaveLength(0)
})

test('idle connections stay open longer than clients and load balancers keep them for reuse', async ({ baseURL }) => {
  // A server that closes first races the client's next request on that connection, which fails ('other side closed').
  const { headers } = await rawGet(`${baseURL}/docs`)
  expect(headers.connection).toBe('keep-alive')
  expect(Number(/timeout=(\d+)/.exec(String(headers['keep-alive']))?.[1])).toBeGreaterThan(60)
})

test('Markdown versions and search records are served precompressed', async ({ request }) => {
  const markdown = await request.get('/docs/apis.md', { headers: { 'accept-encoding': 'br, gzip' } })
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  expect(markdown.headers()['content-encoding']).toBe('br')
  expect(markdown.headers()['etag']).toBeTruthy()
  expect(await markdown.text()).toBe(readFileSync('public/markdown/apis.md', 'utf8'))
  const records = await request.get('/docs/search/records.json', { headers: { 'accept-encoding': 'gzip' } })
  expect(records.headers()['content-encoding']).toBe('gzip')
  expect(records.headers()['content-type']).toBe('application/json; charset=utf-8')
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
