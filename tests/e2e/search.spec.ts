import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { typeSearchQuery } from './search-query'

const modal = (page: Page) => page.locator('.DocSearch-Modal')
const input = (page: Page) => page.getByRole('searchbox').or(page.locator('.DocSearch-Input'))

async function openWithButton(page: Page) {
  await page.getByRole('button', { name: 'Search docs' }).click()
  await expect(input(page)).toBeFocused()
}

test('opens from the button, Ctrl+K, Cmd+K and /, and closes with Escape and the backdrop', async ({ page }) => {
  await page.goto('/docs/concepts/introduction')
  await openWithButton(page)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    await page.keyboard.press(shortcut)
    await expect(input(page), shortcut).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
  }

  await page.keyboard.press('Control+k')
  await expect(modal(page)).toBeVisible()
  await page.locator('.DocSearch-Container').click({ position: { x: 5, y: 5 } })
  await expect(modal(page)).toBeHidden()
})

test('/ does nothing while the reader types in a field', async ({ page }) => {
  await page.goto('/docs/concepts/introduction')
  await expect(page.getByRole('button', { name: 'Search docs' })).toBeEnabled()
  await page.evaluate(() => {
    const field = document.createElement('textarea')
    field.setAttribute('aria-label', 'Scratch')
    document.querySelector('main')?.prepend(field)
  })
  await page.getByRole('textbox', { name: 'Scratch' }).fill('a/b')
  await page.getByRole('textbox', { name: 'Scratch' }).press('/')
  await expect(page.getByRole('textbox', { name: 'Scratch' })).toHaveValue('a/b/')
  await expect(modal(page)).toBeHidden()
})

test('results: choosing a hit by keyboard navigates to it inside the app', async ({ page }) => {
  await page.goto('/docs')
  await openWithButton(page)
  await typeSearchQuery(page, 'getDownloadUrl')
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('getDownloadUrl')
  const marks = await page.locator('.DocSearch-Hit mark').allTextContents()
  expect(marks.map((mark) => mark.toLowerCase())).toContain('getdownloadurl')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/storage\/bucket-file-downloadurl(#.*)?$/)
  await expect(modal(page)).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('file.getDownloadUrl()')
})

test('start screen: recent searches can be saved to favorites and removed', async ({ page }) => {
  await page.goto('/docs')
  await openWithButton(page)
  await typeSearchQuery(page, 'getUploadUrl')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/reference\/nodejs\/storage\/bucket-file-uploadurl(#.*)?$/)
  await expect(modal(page)).toBeHidden()

  await openWithButton(page)
  const recent = page.locator('.DocSearch-Hit-source', { hasText: 'Recent' })
  await expect(recent).toBeVisible()
  await page.getByTitle('Save this search').first().click()
  await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible()
  await page.getByTitle('Remove this search from favorites').first().click()
  await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeHidden()
})

test('no results: says so, suggests queries and links to a pre-filled issue', async ({ page }) => {
  await page.goto('/docs')
  await openWithButton(page)
  await page.keyboard.type('storage')
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()
  await input(page).fill('zzqxjv')
  await expect(page.getByText('No results for "zzqxjv"')).toBeVisible()
  const suggestions = page.locator('.DocSearch-NoResults-Prefill-List li')
  await expect(page.getByText('Try searching for')).toBeVisible()
  expect(await suggestions.count()).toBeGreaterThan(0)
  expect(await suggestions.count()).toBeLessThanOrEqual(3)
  await expect(page.getByText('Believe this query should return results?')).toBeVisible()
  const report = page.getByRole('link', { name: 'Let us know.' })
  const href = new URL((await report.getAttribute('href'))!)
  expect(href.origin + href.pathname).toBe('https://github.com/nitrictech/docs/issues/new')
  expect(href.searchParams.get('title')).toContain('zzqxjv')
})

test('error: an unreachable search service shows the error screen', async ({ page }) => {
  await page.route('**/docs/api/search/**', (route) => route.abort('connectionrefused'))
  await page.goto('/docs')
  await openWithButton(page)
  await page.keyboard.type('bucket')
  await expect(page.getByText('Unable to fetch results')).toBeVisible()
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible()
})

test('small screens: an icon button with a name opens it, and Cancel closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/docs/apis')
  await openWithButton(page)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal(page)).toBeHidden()
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open modal with results passes axe (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await page.goto('/docs')
    await openWithButton(page)
    await page.keyboard.type('secret')
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).include('.DocSearch-Container').analyze()
    expect(violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }))).toEqual([])
  })
}
