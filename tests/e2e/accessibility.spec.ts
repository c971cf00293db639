import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { PAGE_URLS } from './site'

const urls = [...PAGE_URLS, '/docs/this-page-does-not-exist']

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe finds no violation (${colorScheme})`, () => {
    test.use({ colorScheme })
    for (const url of urls) {
      test(url, async ({ page }) => {
        await page.goto(url)
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark).*$/)
        const { violations } = await new AxeBuilder({ page }).analyze()
        const summary = violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        }))
        expect(summary).toEqual([])
      })
    }
  })
}

test('the mobile navigation panel passes axe when open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/docs/reference/nodejs/api/api-get')
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])
})
