import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { PAGE_URLS } from './site'

const urls = [...PAGE_URLS, '/docs/this-page-does-not-exist']

/** Rules whose outcome depends on colours: the only ones a theme change can alter. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

async function violations(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page })
  const { violations: found } = await (rules ? builder.withRules(rules) : builder).analyze()
  return found.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }))
}

// One load per page: every rule in light, then the colour rules again in dark (the site follows the system colour
// scheme as it changes; the markup is the same in both themes).
test.describe('axe finds no violation in light and dark', () => {
  test.use({ colorScheme: 'light' })
  for (const url of urls) {
    test(url, async ({ page }) => {
      await page.goto(url)
      await expect(page.locator('html')).not.toHaveClass(/dark/)
      expect(await violations(page), 'light').toEqual([])
      // Colours would otherwise be measured mid-transition from light to dark.
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect(page.locator('html')).toHaveClass(/dark/)
      expect(await violations(page, COLOUR_RULES), 'dark').toEqual([])
    })
  }
})

test('the mobile navigation panel passes axe when open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/docs/reference/nodejs/api/api-get')
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])
})
