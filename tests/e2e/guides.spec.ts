import { expect, test, type Locator, type Page } from '@playwright/test'

const cards = (page: Page) => page.getByRole('list', { name: 'Guides', exact: true }).getByRole('listitem')
/** The filter's count of what it shows (the feedback form below has a status line of its own). */
const status = (page: Page) => page.getByRole('status').filter({ hasText: 'guide' })

/** The details line of every card shown, for checking what a filter kept. */
async function cardDetails(list: Locator): Promise<string[]> {
  return list.locator('p').last().allTextContents()
}

test('the guides index filters by language and topic, keeps the choice in the address, and opens a guide', async ({ page }) => {
  await page.goto('/docs/guides')
  const all = await cards(page).count()
  await expect(status(page)).toHaveText(`Showing all ${all} guides`)

  // By keyboard: the language group is a radio group; arrow keys move the choice as in any radio group.
  const languages = page.getByRole('group', { name: 'Language' })
  await languages.getByRole('radio', { name: 'All' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(languages.getByRole('radio', { name: 'Node.js' })).toBeChecked()
  await expect(page).toHaveURL(/\/docs\/guides\?language=nodejs$/)

  await languages.getByText('Python', { exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/guides\?language=python$/)
  const python = await cards(page).count()
  expect(python).toBeGreaterThan(0)
  expect(python).toBeLessThan(all)
  await expect(status(page)).toHaveText(`Showing ${python} of ${all} guides`)
  for (const details of await cardDetails(cards(page))) expect(details).toContain('Python')

  await page.getByRole('group', { name: 'Topic' }).getByText('APIs', { exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/guides\?language=python&topic=apis$/)
  for (const details of await cardDetails(cards(page))) {
    expect(details).toContain('Python')
    expect(details).toContain('APIs')
  }

  // A shared address opens with the same choice and the same guides.
  const shown = await cards(page).count()
  const shared = page.url()
  await page.goto('about:blank')
  await page.goto(shared)
  await expect(page.getByRole('group', { name: 'Topic' }).getByRole('radio', { name: 'APIs' })).toBeChecked()
  await expect(status(page)).toHaveText(`Showing ${shown} of ${all} guides`)
  await expect(cards(page)).toHaveCount(shown)

  const first = cards(page).first().getByRole('link')
  const title = (await first.textContent()) ?? ''
  await first.click()
  await expect(page).toHaveURL(/\/docs\/guides\/python\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('list', { name: 'About this guide' })).toContainText('Python')
})

test('a filter value the index does not offer shows every guide rather than none', async ({ page }) => {
  await page.goto('/docs/guides?language=%3Cscript%3E&topic=nope')
  await expect(status(page)).toHaveText(/^Showing all \d+ guides$/)
  await expect(page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'All' })).toBeChecked()
})
