import { expect, test, type APIResponse } from '@playwright/test'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Checks what a link preview needs: a cacheable 1200×630 PNG (size from the IHDR chunk, bytes 16–23). */
async function expectSocialImage(response: APIResponse, label: string) {
  expect(response.status(), label).toBe(200)
  expect(response.headers()['content-type'], label).toBe('image/png')
  expect(response.headers()['cache-control'], label).toBe('public, max-age=31536000, immutable')
  const png = await response.body()
  expect([...png.subarray(0, 8)], label).toEqual(PNG_SIGNATURE)
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }, label).toEqual({ width: 1200, height: 630 })
}

const HOSTILE_QUERIES: Array<[string, string]> = [
  ['no query', ''],
  ['empty values', '?title=&description='],
  ['10,000 characters', `?title=${'x'.repeat(10_000)}&description=${'word+'.repeat(400)}`],
  ['emoji', '?title=Deploy+%F0%9F%9A%80%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB&description=%F0%9F%87%A6%F0%9F%87%BA'],
  ['Arabic and Hebrew', `?title=${encodeURIComponent('مرحبا بالعالم')}&description=${encodeURIComponent('שלום עולם')}`],
  ['HTML', '?title=%3Cscript%3Ealert(1)%3C%2Fscript%3E&description=%3Cimg+src%3Dx+onerror%3Dalert(1)%3E'],
  ['control characters', '?title=a%00b%1Fc%7F&description=%E2%80%AEreversed%0D%0A'],
  ['invalid percent-encoding', '?title=%E0%A4%A&description=%%ZZ%'],
  ['repeated parameters', '?title=One&title=Two&description=A&description=B'],
]

for (const [label, query] of HOSTILE_QUERIES) {
  test(`the social image answers a PNG for ${label}`, async ({ request }) => {
    await expectSocialImage(await request.get(`/docs/api/og${query}`), label)
  })
}

test('the social image refuses other methods with 405 and Allow', async ({ request }) => {
  const response = await request.post('/docs/api/og?title=x')
  expect(response.status()).toBe(405)
  expect(response.headers().allow).toBe('GET, HEAD')
})

test("a page's og:image URL is absolute and answers with its PNG", async ({ page, request }) => {
  await page.goto('/docs/apis')
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!)
  expect(image.protocol).toBe('https:')
  expect(image.pathname).toBe('/docs/api/og')
  expect(await page.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(image.href)
  // The page names the production origin; the same path and query must answer on this server.
  await expectSocialImage(await request.get(`${image.pathname}${image.search}`), image.href)
})
