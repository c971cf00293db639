import { existsSync } from 'node:fs'
import { expect, test } from '@playwright/test'

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Docs', exact: true })

test('main-menu pages show the docs menu without a way back', async ({ page }) => {
  await page.goto('/docs')
  await expect(sidebar(page).getByRole('link', { name: 'Concepts' })).toBeVisible()
  await expect(sidebar(page).getByRole('link', { name: /^Back to/ })).toHaveCount(0)
  await expect(sidebar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
})

test('section pages show their sidebar, the way home and the page sections', async ({ page }) => {
  await page.goto('/docs/concepts/introduction')
  const nav = sidebar(page)
  await expect(nav.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/docs')
  const active = nav.locator('[aria-current="page"]', { hasText: 'Introduction' })
  await expect(active).toBeVisible()
  const sections = active.locator('xpath=following-sibling::ul').getByRole('link')
  expect(await sections.count()).toBeGreaterThan(0)
  const firstHash = (await sections.first().getAttribute('href'))!
  await expect(page.locator(`main [id="${firstHash.slice(1)}"]`)).toHaveCount(1)
})

test('pinned reference pages show the versioned sidebar with the version selector', async ({ page }) => {
  await page.goto('/docs/reference/nodejs/v0/api/api-get')
  const nav = sidebar(page)
  await expect(nav.getByRole('link', { name: 'Node.js' })).toBeVisible()
  await expect(nav.getByRole('button', { name: 'SDK version: v0' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'api.get()' })).toHaveAttribute('href', '/docs/reference/nodejs/v0/api/api-get')
})

test('a page carries its sidebar once, in its markup and in the React payload that hydrates it', async ({ browser }) => {
  // Only the sidebar links to route.patch() from api.get(): it is neither the page, its version choice nor a neighbour.
  const href = '/reference/nodejs/api/api-route-patch'
  // Without JavaScript the document is the served HTML, and large screens still have their column.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  const response = await page.goto('/docs/reference/nodejs/api/api-get')
  await expect(page.locator(`a[href="/docs${href}"]`)).toHaveCount(1)
  await expect(page.locator('nav[aria-label^="Docs"]')).toHaveCount(1)
  await expect(sidebar(page).getByRole('link', { name: 'api.get()' })).toBeVisible()
  const payload = [...(await response!.text()).matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
    .map(([, args = '']) => JSON.parse(args) as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, chunk]) => chunk)
    .join('')
  expect(payload.split(`"href":"/docs${href}"`)).toHaveLength(2)
  await context.close()
})

test('previous and next follow the sidebar order', async ({ page }) => {
  await page.goto('/docs/getting-started/installation')
  const pager = page.getByRole('navigation', { name: 'Previous and next pages' })
  await expect(pager.getByRole('link', { name: /Next.*Quickstart/ })).toHaveAttribute('href', '/docs/getting-started/quickstart')
  await expect(pager.getByRole('link', { name: /Previous/ })).toHaveCount(0)
  await page.goto('/docs/reference/nodejs/api/api-get')
  await expect(pager.getByRole('link', { name: /Previous.*api\(\)/ })).toHaveAttribute('href', '/docs/reference/nodejs/api/api')
  await expect(pager.getByRole('link', { name: /Next.*api\.post\(\)/ })).toHaveAttribute('href', '/docs/reference/nodejs/api/api-post')
})

test('the current link of a long sidebar is scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 })
  await page.goto('/docs/reference/nodejs/api/api-route-patch')
  const active = sidebar(page).locator('[aria-current="page"]', { hasText: 'route.patch()' })
  await expect(active).toBeInViewport()
})

test('the version selector keeps the reader on the same page', async ({ page }) => {
  await page.goto('/docs/reference/nodejs/api/api-get')
  await sidebar(page).getByRole('button', { name: 'SDK version: v1' }).click()
  await sidebar(page).getByRole('link', { name: 'v0' }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/v0\/api\/api-get$/)
  await expect(page.getByText('Note: You are viewing documentation for version v0 of Node.js.')).toBeVisible()
  await expect(page).toHaveTitle('Node.js - api.get() - Nitric v0 Documentation')
  await page.getByRole('link', { name: 'View the latest version' }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs$/)
  await sidebar(page).getByRole('button', { name: 'SDK version: v1' }).click()
  await page.keyboard.press('Escape')
  await expect(sidebar(page).getByRole('link', { name: 'v0' })).toBeHidden()
})

test('Edit on GitHub opens the page source, index files included', async ({ page }) => {
  const sources: Array<[string, string]> = [
    ['/docs/concepts/introduction', 'content/concepts/introduction.mdx'],
    ['/docs/reference/nodejs', 'content/reference/nodejs/index.mdx'],
    ['/docs', 'content/index.mdx'],
  ]
  for (const [path, file] of sources) {
    await page.goto(path)
    await expect(page.getByRole('link', { name: 'Edit on GitHub' })).toHaveAttribute('href', `https://github.com/nitrictech/docs/edit/main/${file}`)
    expect(existsSync(file)).toBe(true)
  }
  await expect(page.getByText(`© ${new Date().getFullYear()} Nitric Inc.`)).toBeVisible()
})

test('headings link to themselves with unique ids', async ({ page }) => {
  await page.goto('/docs/apis')
  const headingIds = await page.locator('main :is(h2, h3)').evaluateAll((elements) => elements.map((element) => element.id))
  // The page has sixteen sections: an empty list here would mean the headings were not found, not that they are fine.
  expect(headingIds.length).toBeGreaterThanOrEqual(16)
  expect(headingIds).not.toContain('')
  const ids = await page.locator('main [id]').evaluateAll((elements) => elements.map((element) => element.id))
  expect(new Set(ids).size).toBe(ids.length)
  const heading = page.locator('main h2').first()
  const id = await heading.getAttribute('id')
  await heading.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
})

test('unknown pages answer 404 with a way back', async ({ page }) => {
  const response = await page.goto('/docs/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'documentation home' }).click()
  await expect(page).toHaveURL(/\/docs$/)
})

test('page links open through the router: the page changes without a reload, and back returns', async ({ page }) => {
  await page.goto('/docs/getting-started/installation')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link', { name: /Next/ }).click()
  await expect(page).toHaveURL(/\/docs\/getting-started\/quickstart$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  await sidebar(page).getByRole('link', { name: 'Installation' }).click()
  await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/docs\/getting-started\/quickstart$/)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test('a link opened in a new tab is left to the browser', async ({ page, context }) => {
  await page.goto('/docs/getting-started/installation')
  const next = page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link', { name: /Next/ })
  const opened = context.waitForEvent('page')
  await next.click({ modifiers: ['ControlOrMeta'] })
  await expect(await opened).toHaveURL(/\/docs\/getting-started\/quickstart$/)
  await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/)
})
