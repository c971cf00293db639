import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { axeFindings } from '../../checks/browser/axe'
import { languageTwinFile, LLMS_FULL_FILE, LLMS_TXT_FILE, MARKDOWN_DIR, markdownFile } from '../../src/lib/markdown/urls'

// The built-site test (tests/built/site.test.ts) checks every page's Markdown and llms.txt as the build wrote them;
// these check that the server answers with those files.
const built = (file: string) => readFileSync(path.join(...MARKDOWN_DIR, file), 'utf8')

test("a page's Markdown is served at its address with .md appended", async ({ request }) => {
  const response = await request.get('/docs/reference/nodejs/api/api-get.md')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/markdown; charset=utf-8$/i)
  expect(await response.text()).toBe(built(markdownFile('/reference/nodejs/api/api-get')))
})

test("a page's own address answers its Markdown to a client that prefers it, and HTML to a browser", async ({ request }) => {
  const agent = await request.get('/docs/reference/nodejs/api/api-get', { headers: { accept: 'text/markdown, text/html;q=0.9' } })
  expect(agent.headers()['content-type']).toMatch(/^text\/markdown; charset=utf-8$/i)
  expect(agent.headers().vary).toMatch(/\bAccept\b/)
  expect(await agent.text()).toBe(built(markdownFile('/reference/nodejs/api/api-get')))
  const home = await request.get('/docs', { headers: { accept: 'text/markdown' } })
  expect(await home.text()).toBe(built(markdownFile('/')))
  const browser = await request.get('/docs/reference/nodejs/api/api-get', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })
  expect(browser.headers()['content-type']).toMatch(/^text\/html/i)
  expect(browser.headers().vary).toMatch(/\bAccept\b/)
})

test("?lang= keeps one SDK's code in the Markdown's code groups, and refuses an unknown key", async ({ request }) => {
  const whole = await (await request.get('/docs/secrets.md')).text()
  const python = await request.get('/docs/secrets.md?lang=python')
  expect(python.status()).toBe(200)
  const text = await python.text()
  expect(text).toBe(built(languageTwinFile('python', '/secrets')))
  expect(text).toContain('```python')
  expect(text.length).toBeLessThan(whole.length)
  expect(await (await request.get('/docs/secrets?lang=python', { headers: { accept: 'text/markdown' } })).text()).toBe(text)
  const unknown = await request.get('/docs/secrets.md?lang=ruby')
  expect(unknown.status()).toBe(400)
  expect(await unknown.text()).toContain('nodejs, python, go, dart, csharp, jvm')
})

test("the home page's Markdown is at /docs.md too", async ({ request }) => {
  const response = await request.get('/docs.md', { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(response.headers().location).toBe('/docs/index.md')
})

test('llms.txt is served at /docs/llms.txt', async ({ request }) => {
  const response = await request.get('/docs/llms.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toMatch(/^# Nitric Documentation\n\n> \S/)
  expect(text).toBe(built(LLMS_TXT_FILE))
})

test('the part files llms.txt links and llms-full.txt are served as text', async ({ request }) => {
  for (const file of ['llms/reference-nodejs.txt', LLMS_FULL_FILE]) {
    const response = await request.get(`/docs/${file}`)
    expect(response.status(), file).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8$/i)
    expect(await response.text()).toBe(built(file))
  }
})

test.describe('Copy page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test("copies the page's Markdown and reads Copied! for a moment", async ({ page, request }) => {
    await page.goto('/docs/reference/nodejs/api/api-get')
    await page.getByRole('button', { name: 'Copy page' }).click()
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
    const expected = await (await request.get('/docs/reference/nodejs/api/api-get.md')).text()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible()
  })

  test('warns instead of copying when the Markdown cannot be fetched', async ({ page }) => {
    await page.goto('/docs/apis')
    await page.route('**/docs/apis.md', (route) => route.fulfill({ status: 503, body: '' }))
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.getByRole('button', { name: 'Copy page' }).click()
    await expect.poll(() => warnings).toContain('Unable to copy to clipboard')
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible()
  })
})

test('View as Markdown opens the Markdown without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/docs')
  await page.getByRole('link', { name: 'View as Markdown' }).click()
  await expect(page).toHaveURL(/\/docs\/index\.md$/)
  await expect(page.locator('body')).toContainText('# Nitric Documentation')
  await context.close()
})

test("Ask AI opens from the keyboard with links that hand the page's Markdown to ChatGPT and Claude, and Escape closes it", async ({ page }) => {
  await page.goto('/docs/apis')
  const button = page.getByRole('button', { name: 'Ask AI' })
  // The button is disabled until the page hydrates; a key pressed before then does nothing.
  await expect(button).toBeEnabled()
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const links = page.getByRole('link', { name: /^Open in (ChatGPT|Claude) \(opens in a new tab\)$/ })
  await expect(links).toHaveCount(2)
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))) {
    expect(new URL(href).searchParams.get('q')).toContain('https://nitric.io/docs/apis.md')
  }
  await page.keyboard.press('Tab')
  await expect(links.first()).toBeFocused()
  expect(await axeFindings(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(links.first()).toBeHidden()
  await expect(button).toBeFocused()
})
