import { expect, test } from '@playwright/test'
import { site } from '../../src/lib/site/site'
import { BROWSER_AXE_PAGES, contentChangedSinceMain, NOT_FOUND_PATH, routesOfChangedFiles } from '../../checks/site/browser-axe-pages'
import { axeFindings, axeFindingsInBothThemes } from '../../checks/browser/axe'

// Every page gets the rules that need no rendering from the built-site test (tests/built/accessibility.test.ts).
// Here every rule runs on pages that between them show each template and component, and on the pages this branch
// changes, so a page being written is judged whole before it merges. `npm run test:a11y-full` sweeps every page.
const changes = contentChangedSinceMain()
const changedRoutes = changes ? routesOfChangedFiles(changes.files, new Set(site().pages.map((page) => page.route))) : []
const routes = [...new Set([...BROWSER_AXE_PAGES.map((page) => page.route), ...changedRoutes])]
const urls = [...routes.map((route) => (route === '/' ? '/docs' : `/docs${route}`)), `/docs${NOT_FOUND_PATH}`]
const changedSince = changes ? `${changedRoutes.length} changed since ${changes.base}` : 'no changed pages: git knows neither main nor origin/main'

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 740 },
]) {
  test.describe(`axe finds no violation in light, nor its colour rules in dark, at ${viewport.width} px (template pages, ${changedSince})`, () => {
    test.use({ viewport, colorScheme: 'light' })
    for (const url of urls) {
      test(url, async ({ page }) => {
        await page.goto(url)
        expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] })
      })
    }
  })
}

test('the mobile navigation panel passes axe when open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/docs/reference/nodejs/api/api-get')
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
})
