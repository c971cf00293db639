import { expect, test, type Page } from '@playwright/test'
import { typeSearchQuery } from './search-query'

/** Chooses a language in the page's first code group, as a reader does. */
async function chooseLanguage(page: Page, language: string) {
  await page.goto('/docs/storage')
  const group = page.getByRole('tablist', { name: 'Language' }).first()
  await group.getByRole('tab', { name: language }).click()
  await expect(group.getByRole('tab', { name: language })).toHaveAttribute('aria-selected', 'true')
}

/** Opens search, types a query, and waits for the answer to the whole query; returns what the modal sent. */
async function search(page: Page, query: string): Promise<string> {
  await page.getByRole('button', { name: 'Search docs' }).click()
  // The modal loads on first use: typing before its field has focus would lose the keys.
  await expect(page.getByRole('searchbox').or(page.locator('.DocSearch-Input'))).toBeFocused()
  return typeSearchQuery(page, query)
}

for (const [language, sdk, path, label] of [
  ['Python', 'python', '/docs/reference/python/storage/bucket', 'Python v1'],
  ['TypeScript', 'nodejs', '/docs/reference/nodejs/storage/bucket', 'Node.js v1'],
] as const) {
  test(`a reader who chose ${language} finds their SDK's bucket() first, labelled with its language`, async ({ page }) => {
    await chooseLanguage(page, language)
    const sent = await search(page, 'bucket')
    expect(sent).toContain(`language:${sdk}`)
    const first = page.locator('.DocSearch-Hit').first()
    await expect(first).toContainText('bucket()')
    await expect(first.locator('.DocSearch-Hit-label')).toHaveText(label)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${path}(#.*)?$`))
  })
}

test('the 404 page suggests pages from the words of the address and keeps the search shortcut', async ({ page }) => {
  await page.goto('/docs/reference/pyhton/storage/bucket')
  const suggestions = page.getByRole('region', { name: 'Perhaps you were looking for' })
  await expect(suggestions.getByRole('link').first()).toHaveText('Python - bucket()')
  expect(await suggestions.getByRole('link').count()).toBeLessThanOrEqual(5)
  await page.keyboard.press('Control+k')
  await expect(page.locator('.DocSearch-Modal')).toBeVisible()
})

test('the 404 page renders nothing of the address as markup', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`/docs/${encodeURIComponent('<img src=x onerror=alert(1)>')}/storage`)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Perhaps you were looking for' })).toBeVisible()
  expect(await page.locator('main img[src="x"]').count()).toBe(0)
  expect(errors).toEqual([])
})
