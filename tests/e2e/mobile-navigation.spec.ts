import { expect, test } from '@playwright/test'

test.use({ viewport: { width: 375, height: 740 } })

test('opens and closes from the toggle, keeping focus inside while open', async ({ page }) => {
  await page.goto('/docs/concepts/introduction')
  const opener = page.getByRole('button', { name: 'Open navigation' })
  await opener.click()
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  await expect(panel).toBeVisible()
  const width = await panel.locator('nav').evaluate((nav) => nav.parentElement!.getBoundingClientRect().width)
  expect(width).toBeLessThanOrEqual(384)
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab')
    expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await page.getByRole('button', { name: 'Close navigation' }).click()
  await expect(panel).toBeHidden()
  await expect(opener).toBeFocused()
})

test('Escape closes the panel', async ({ page }) => {
  await page.goto('/docs/concepts/introduction')
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  // The panel's code loads on the first press; a reader presses Escape on a panel they can see.
  await expect(panel).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
})

test('closes when a link changes the route', async ({ page }) => {
  await page.goto('/docs/getting-started/installation')
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  await panel.getByRole('link', { name: 'Quickstart' }).click()
  await expect(page).toHaveURL(/\/docs\/getting-started\/quickstart$/)
  await expect(panel).toBeHidden()
})

test('closes when a section link changes the hash', async ({ page }) => {
  await page.goto('/docs/apis')
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  const section = panel.locator('a[href^="#"]').first()
  const hash = await section.getAttribute('href')
  await section.click()
  await expect(page).toHaveURL(new RegExp(`${hash}$`))
  await expect(panel).toBeHidden()
})

test('the one sidebar is the panel below the lg breakpoint and the column from it', async ({ page }) => {
  await page.goto('/docs/reference/nodejs/api/api-get')
  const sidebar = page.getByRole('navigation', { name: 'Docs', exact: true })
  const opener = page.getByRole('button', { name: 'Open navigation' })
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  await expect(sidebar).toBeHidden()
  await opener.click()
  await expect(panel.getByRole('navigation', { name: 'Docs', exact: true }).getByRole('link', { name: 'api.get()' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('nav[aria-label^="Docs"]')).toHaveCount(1)
  // Widening the window past lg while the panel is open must not leave the page behind a modal dialog.
  await page.setViewportSize({ width: 1280, height: 740 })
  await expect(panel).toHaveCount(0)
  await expect(opener).toBeHidden()
  await expect(page.getByRole('complementary').getByRole('navigation', { name: 'Docs', exact: true })).toBeVisible()
  await expect(page.locator('nav[aria-label^="Docs"]')).toHaveCount(1)
  await sidebar.getByRole('link', { name: 'api.post()' }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/api\/api-post$/)
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(sidebar).toBeHidden()
  await opener.click()
  await expect(panel.getByRole('link', { name: 'api.post()' })).toHaveAttribute('aria-current', 'page')
})
