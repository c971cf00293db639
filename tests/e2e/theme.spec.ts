import { expect, test } from '@playwright/test'

const isDark = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))
const stored = (page: import('@playwright/test').Page) => page.evaluate(() => localStorage.getItem('isDarkMode'))

test('follows the system preference while the reader has made no choice', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ colorScheme })
    await page.goto('/docs')
    expect(await isDark(page)).toBe(colorScheme === 'dark')
    await page.close()
  }
})

test('toggling stores an override only when it differs from the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/docs')
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' })
  await toggle.click()
  expect(await isDark(page)).toBe(true)
  expect(await stored(page)).toBe('true')
  await toggle.click()
  expect(await isDark(page)).toBe(false)
  expect(await stored(page)).toBeNull()
})

test('a stored choice applies before any script of the app runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/docs')
  await page.getByRole('button', { name: 'Toggle dark mode' }).click()
  // Without the app's JavaScript, only the inline pre-paint script can set the class.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  await page.reload()
  expect(await isDark(page)).toBe(true)
})

test('follows a system change while there is no override', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/docs')
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toBeEnabled()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => isDark(page)).toBe(true)
})

test('a choice made in one tab applies to the others', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await first.emulateMedia({ colorScheme: 'light' })
  await second.emulateMedia({ colorScheme: 'light' })
  await first.goto('/docs')
  await second.goto('/docs/concepts/introduction')
  await expect(second.getByRole('button', { name: 'Toggle dark mode' })).toBeEnabled()
  await first.getByRole('button', { name: 'Toggle dark mode' }).click()
  await expect.poll(() => isDark(second)).toBe(true)
})

test('the top bar grows more opaque as the page scrolls', async ({ browser }) => {
  for (const [colorScheme, top, scrolled] of [['light', '0.5', '0.9'], ['dark', '0.2', '0.8']] as const) {
    const page = await browser.newPage({ colorScheme, viewport: { width: 1280, height: 600 } })
    await page.goto('/docs/apis')
    const bar = page.locator('.top-bar').first()
    const alpha = () => bar.evaluate((element) => getComputedStyle(element).backgroundColor.match(/[\d.]+(?=\))/)?.[0])
    await expect.poll(alpha).toBe(top)
    // Over the article: over the sidebar, the wheel would scroll the sidebar instead of the page.
    await page.mouse.move(800, 300)
    await page.mouse.wheel(0, 400)
    await expect.poll(alpha).toBe(scrolled)
    await page.close()
  }
})
