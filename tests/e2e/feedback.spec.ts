import AxeBuilder from '@axe-core/playwright'
import { DatabaseSync } from 'node:sqlite'
import { expect, test, type Page, type Request } from '@playwright/test'
import { OUTBOX_KEY } from '../../src/lib/feedback/outbox'
import { FEEDBACK_DB } from './site'

const widget = (page: Page) => page.locator('[data-feedback-widget]')
const commentBox = (page: Page) => page.getByPlaceholder("We'd love to hear your feedback!")
const isFeedbackPost = (request: Request) => request.url().endsWith('/docs/api/feedback') && request.method() === 'POST'

function storedComments(): string[] {
  const db = new DatabaseSync(FEEDBACK_DB, { readOnly: true })
  try {
    return (db.prepare('SELECT comment FROM feedback').all() as unknown as Array<{ comment: string }>).map((row) => row.comment)
  } finally {
    db.close()
  }
}

/** Scrolls to the widget, as a reader does: its form loads as it comes near. */
async function reach(page: Page) {
  await widget(page).scrollIntoViewIfNeeded()
  await expect(widget(page).getByRole('button', { name: 'It was helpful' })).toBeEnabled()
}

async function choose(page: Page, label: string) {
  await reach(page)
  await widget(page).getByRole('button', { name: label }).click()
  await expect(commentBox(page)).toBeFocused()
}

test('asks, takes a comment, and thanks the reader once the server has stored it', async ({ page }) => {
  await page.goto('/docs/apis')
  await reach(page)
  const group = page.getByRole('group', { name: 'What did you think of this content?' })
  await expect(group.getByRole('button')).toHaveText(['👍It was helpful', '👎It was not helpful', '💬I have feedback'])
  await expect(commentBox(page)).toHaveCount(0)

  await choose(page, 'I have feedback')
  await expect(group.getByRole('button', { name: 'I have feedback' })).toHaveAttribute('aria-pressed', 'true')
  await expect(commentBox(page)).toHaveAttribute('rows', '5')
  const comment = `The JWT section helped ${Date.now()}`
  await commentBox(page).fill(comment)

  const response = page.waitForResponse((candidate) => isFeedbackPost(candidate.request()))
  await widget(page).getByRole('button', { name: 'Send' }).click()
  expect((await response).status()).toBe(201)
  await expect(widget(page).getByRole('status')).toHaveText('Thank you for your feedback!')
  expect(storedComments()).toContain(comment)
})

test('sends an empty comment too', async ({ page }) => {
  await page.goto('/docs/concepts/introduction')
  await choose(page, 'It was helpful')
  const request = page.waitForRequest(isFeedbackPost)
  await widget(page).getByRole('button', { name: 'Send' }).click()
  expect((await request).postDataJSON()).toMatchObject({ answer: 'yes', comment: '', url: expect.stringContaining('/docs/concepts/introduction') })
  await expect(widget(page).getByRole('status')).toHaveText('Thank you for your feedback!')
})

test('shows "Submitting feedback" while the call is in flight and ignores further submits', async ({ page }) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  let calls = 0
  await page.route('**/docs/api/feedback', async (route) => {
    calls++
    await held
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' })
  })
  await page.goto('/docs/apis')
  await choose(page, 'It was not helpful')
  // Two submits in the same task: the second arrives before React has re-rendered.
  await page.locator('[data-feedback-widget] form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit()
    form.requestSubmit()
  })
  await expect(widget(page).getByRole('status')).toHaveText('Submitting feedback')
  await expect(widget(page).getByRole('status')).toBeFocused()
  release()
  await expect(widget(page).getByRole('status')).toHaveText('Thank you for your feedback!')
  expect(calls).toBe(1)
})

test('starts afresh when the reader moves to another page', async ({ page }) => {
  await page.goto('/docs/getting-started/installation')
  await choose(page, 'It was helpful')
  await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link').last().click()
  await expect(page).not.toHaveURL(/installation$/)
  await expect(commentBox(page)).toHaveCount(0)
  await expect(widget(page).getByRole('button', { name: 'It was helpful' })).toHaveAttribute('aria-pressed', 'false')
})

test('thanks the reader when the call fails, keeps the submission, and sends it once on a later page view', async ({ page }) => {
  await page.route('**/docs/api/feedback', (route) => route.abort('internetdisconnected'))
  await page.goto('/docs/apis')
  await choose(page, 'I have feedback')
  const comment = `Sent while offline ${Date.now()}`
  await commentBox(page).fill(comment)
  await widget(page).getByRole('button', { name: 'Send' }).click()
  await expect(widget(page).getByRole('status')).toHaveText('Thank you for your feedback!')
  expect(await page.evaluate((key) => window.localStorage.getItem(key), OUTBOX_KEY)).toContain(comment)

  // Back online: the next page view delivers it, and the outbox is empty.
  await page.unroute('**/docs/api/feedback')
  const retried: string[] = []
  page.on('request', (request) => {
    if (isFeedbackPost(request)) retried.push((request.postDataJSON() as { comment: string }).comment)
  })
  const delivered = page.waitForResponse((response) => isFeedbackPost(response.request()))
  await page.goto('/docs/concepts/introduction')
  expect((await delivered).status()).toBe(201)
  expect(retried).toEqual([comment])
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), OUTBOX_KEY)).toBeNull()
  expect(storedComments()).toContain(comment)

  // And never again.
  await page.goto('/docs/apis')
  await reach(page)
  expect(retried).toEqual([comment])
})

test('shows the widget with the page, and loads its form only as the reader nears it', async ({ page }) => {
  await page.goto('/docs/apis')
  const helpful = widget(page).getByRole('button', { name: 'It was helpful' })
  await expect(helpful).toBeAttached()
  // Hydrated, and two frames later the widget's observer has had its first look: still far below the window.
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toBeEnabled()
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect(helpful).toBeDisabled()
  await reach(page)
})

test('passes axe with the comment box open, in light and dark', async ({ page }) => {
  await page.goto('/docs/apis')
  await choose(page, 'I have feedback')
  for (const theme of ['light', 'dark']) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
    const results = await new AxeBuilder({ page }).include('[data-feedback-widget]').analyze()
    expect(results.violations, theme).toEqual([])
  }
})

test.describe('the feedback API', () => {
  const valid = { url: '/docs/apis', ua: 'test', comment: '', answer: 'yes' }
  const from = (client: string) => ({ 'x-forwarded-for': client })

  test('answers each kind of request with its status', async ({ request }) => {
    const client = from(`198.51.100.${Math.floor(Math.random() * 200)}`)
    const created = await request.post('/docs/api/feedback', { data: valid, headers: client })
    expect(created.status()).toBe(201)
    expect(await created.json()).toEqual({ id: expect.any(Number) })
    expect((await request.get('/docs/api/feedback')).status()).toBe(405)
    expect((await request.post('/docs/api/feedback', { data: 'answer=yes', headers: { ...client, 'content-type': 'application/x-www-form-urlencoded' } })).status()).toBe(415)
    expect((await request.post('/docs/api/feedback', { data: Buffer.from('{"answer":'), headers: { ...client, 'content-type': 'application/json' } })).status()).toBe(400)
    const invalid = await request.post('/docs/api/feedback', { data: { ...valid, answer: 'meh' }, headers: client })
    expect(invalid.status()).toBe(422)
    expect(await invalid.json()).toMatchObject({ field: 'answer', status: 422 })
    const huge = await request.post('/docs/api/feedback', { data: { ...valid, comment: 'x'.repeat(20_000) }, headers: client })
    expect(huge.status()).toBe(413)
  })

  test('limits one client to 20 submissions a minute', async ({ request }) => {
    const client = from(`203.0.113.${Math.floor(Math.random() * 200)}`)
    for (let i = 0; i < 20; i++) expect((await request.post('/docs/api/feedback', { data: valid, headers: client })).status()).toBe(201)
    const limited = await request.post('/docs/api/feedback', { data: valid, headers: client })
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
  })
})
