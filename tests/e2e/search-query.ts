import { expect, type Page } from '@playwright/test'

/**
 * Types a query into the open search modal and waits until the hits for the whole query are shown. The modal asks
 * once per keystroke; waiting only for "a hit is selected" can catch a prefix's hits, and Enter then opens one of those.
 * Returns the body the modal sent for the whole query.
 */
export async function typeSearchQuery(page: Page, query: string): Promise<string> {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/search/') && (response.request().postData() ?? '').includes(`"query":"${query}"`),
  )
  await page.keyboard.type(query)
  const response = await answered
  const answer = (await response.json()) as { results: { hits: { hierarchy: { lvl1: string | null } }[] }[] }
  const pageTitle = answer.results[0]?.hits[0]?.hierarchy.lvl1
  expect(pageTitle, `no hit for "${query}"`).toBeTruthy()
  // The answer has arrived; wait until the modal shows it rather than a prefix's list. Every hit shows its page's
  // title (as its own title or as the path under a section's).
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toContainText(pageTitle!)
  return response.request().postData() ?? ''
}
