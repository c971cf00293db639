import { expect, test } from '@playwright/test'

const meta = (page: import('@playwright/test').Page, selector: string, attribute = 'content') =>
  page.locator(selector).first().getAttribute(attribute)

test('home and content pages carry their titles', async ({ page }) => {
  await page.goto('/docs')
  await expect(page).toHaveTitle('Nitric Documentation')
  await page.goto('/docs/concepts/introduction')
  await expect(page).toHaveTitle('Introduction - Nitric Documentation')
})

test('canonical, robots, description, social image and feed links', async ({ page }) => {
  await page.goto('/docs/apis?utm=x#routes')
  expect(await meta(page, 'link[rel=canonical]', 'href')).toBe('https://nitric.io/docs/apis')
  expect(await meta(page, 'meta[name=robots]')).toBe('noindex, nofollow')
  expect(await meta(page, 'meta[name=description]')).toBeTruthy()
  const image = new URL((await meta(page, 'meta[property="og:image"]'))!)
  expect(image.pathname).toBe('/docs/api/og')
  expect(image.searchParams.get('title')).toBe('APIs')
  expect(await meta(page, 'meta[property="og:image:width"]')).toBe('1200')
  expect(await meta(page, 'meta[property="og:image:height"]')).toBe('630')
  expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image')
  expect(await meta(page, 'link[rel=alternate][type="application/rss+xml"]', 'href')).toMatch(/^https:\/\//)
})

test('the site root redirects to /docs', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(response.headers().location).toBe('/docs')
})

test('old reference URLs redirect to their pages', async ({ request }) => {
  const redirects: Array<[string, string]> = [
    ['/docs/reference/nodejs/v1', '/docs/reference/nodejs'],
    ['/docs/reference/nodejs/v1/api/api-get', '/docs/reference/nodejs/api/api-get'],
    ['/docs/reference/nodejs/v0/storage/bucket-file-exists', '/docs/reference/nodejs/v0/storage/bucket-file'],
    // The redirect table: an address of the public site's newer layout, and one of its pattern families.
    ['/docs/get-started/quickstart', '/docs/getting-started/quickstart'],
    ['/docs/guides/getting-started/python/create-histogram', '/docs/guides/python/create-histogram'],
  ]
  for (const [from, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(response.headers().location).toBe(to)
    expect((await request.get(to)).status()).toBe(200)
  }
})
