import { expect, test, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../checks/browser/chromium'
import { E2E_ANALYTICS_ENV } from './site'
import { typeSearchQuery } from './search-query'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const SCRIPT_URL = 'https://cdn.usefathom.com/script.js'

// A production-like host and a preview host, both answered by the local test server.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP docs.test 127.0.0.1, MAP docs.preview.test 127.0.0.1'],
  },
})

/** Serves a stand-in for the analytics script that records every call, and counts the script's loads. */
async function standIn(page: Page) {
  const loads: Array<{ site: string | null; auto: string | null }> = []
  await page.exposeFunction('recordScriptLoad', (site: string | null, auto: string | null) => loads.push({ site, auto }))
  await page.route(SCRIPT_URL, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `
        window.analyticsCalls = [];
        const script = document.currentScript;
        window.recordScriptLoad(script.dataset.site ?? null, script.dataset.auto ?? null);
        window.fathom = {
          trackPageview: (options) => window.analyticsCalls.push('pageview ' + options.url),
          trackEvent: (name) => window.analyticsCalls.push('event ' + name),
        };`,
    }),
  )
  return { loads, calls: () => page.evaluate(() => (window as unknown as { analyticsCalls?: string[] }).analyticsCalls ?? []) }
}

const site = (path: string) => `http://docs.test:${PORT}${path}`

test('reports one page view per completed navigation, none for a hash change', async ({ page }) => {
  const analytics = await standIn(page)
  await page.goto(site('/docs/getting-started/installation'))
  await expect.poll(analytics.calls).toEqual([`pageview ${site('/docs/getting-started/installation')}`])
  expect(analytics.loads).toEqual([{ site: E2E_ANALYTICS_ENV.NEXT_PUBLIC_FATHOM_SITE_ID, auto: 'false' }])

  await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link').last().click()
  await expect(page).not.toHaveURL(/installation$/)
  const next = new URL(page.url()).pathname
  await expect.poll(analytics.calls).toEqual([`pageview ${site('/docs/getting-started/installation')}`, `pageview ${site(next)}`])

  const anchor = page.locator('main h2[id]').first()
  await page.evaluate((id) => (window.location.hash = id), (await anchor.getAttribute('id')) ?? '')
  await expect(page).toHaveURL(/#/)
  await page.locator('a[href="/docs"]:visible').first().click()
  await expect(page).toHaveURL(/\/docs$/)
  // The hash change counted nothing; the move to Home counted once; the script was loaded once.
  await expect.poll(analytics.calls).toEqual([`pageview ${site('/docs/getting-started/installation')}`, `pageview ${site(next)}`, `pageview ${site('/docs')}`])
  expect(analytics.loads).toHaveLength(1)
})

test('reports goals: search opened, search hit chosen, code copied, feedback submitted', async ({ page }) => {
  // Plain-HTTP docs.test is not a secure context, so it has no clipboard; a stand-in lets Copy succeed.
  await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.resolve() } }))
  const analytics = await standIn(page)
  await page.goto(site('/docs/apis'))
  await expect.poll(analytics.calls).toHaveLength(1)
  const goals = async () => (await analytics.calls()).filter((call) => call.startsWith('event '))

  await page.locator('[role=tabpanel]:not([hidden])').first().getByRole('button', { name: 'Copy' }).click()
  await expect.poll(goals).toEqual(['event Code copied'])

  // The feedback form loads as the reader comes near it.
  await page.locator('[data-feedback-widget]').scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: 'It was helpful' }).click()
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible()
  await expect.poll(goals).toEqual(['event Code copied', 'event Feedback submitted'])

  await page.getByRole('button', { name: 'Search docs' }).click()
  await expect.poll(goals).toEqual(['event Code copied', 'event Feedback submitted', 'event Search opened'])
  await expect(page.locator('.DocSearch-Input')).toBeFocused()
  await typeSearchQuery(page, 'kv keys')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/keyvalue/)
  await expect.poll(goals).toEqual(['event Code copied', 'event Feedback submitted', 'event Search opened', 'event Search hit chosen'])
})

test('never loads on a preview host or on localhost', async ({ page }) => {
  let requested = 0
  await page.route(SCRIPT_URL, (route) => {
    requested++
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  for (const url of [`http://docs.preview.test:${PORT}/docs/apis`, `http://127.0.0.1:${PORT}/docs/apis`, `http://localhost:${PORT}/docs/apis`]) {
    await page.goto(url)
    await expect(page.getByRole('button', { name: 'Search docs' })).toBeEnabled()
  }
  expect(requested).toBe(0)
})
