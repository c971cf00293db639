import { expect, test } from '@playwright/test'
import { allPages } from '../../src/lib/content/pages'
import { markdownPath } from '../../src/lib/markdown/urls'

const PAGES = allPages().map((page) => ({
  url: page.route === '/' ? '/docs' : `/docs${page.route}`,
  markdown: markdownPath(page.route),
  title: page.frontmatter.title,
}))

/** Markdown outside code, where a component or an ES module statement left behind would show. */
function prose(markdown: string): string {
  return markdown.replace(/^ *(`{3,})[^\n]*\n[\s\S]*?^ *\1 *$/gm, '').replace(/(`+)[\s\S]*?\1/g, '')
}

test('every page has a Markdown version at its address with .md appended', async ({ request }) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  for (const { url, title } of PAGES) {
    const response = await request.get(`${url}.md`)
    const text = await response.text()
    if (response.status() !== 200) problems.push(`${url}.md: ${response.status()}`)
    else if (!/^text\/markdown; charset=utf-8$/i.test(response.headers()['content-type'] ?? '')) problems.push(`${url}.md: ${response.headers()['content-type']}`)
    else if (!text.startsWith(`# ${title}\n`)) problems.push(`${url}.md: starts ${JSON.stringify(text.slice(0, 60))}`)
    else {
      const leftover = /(?<!\\)<[A-Z][A-Za-z]*|^import\s[^\n]*\bfrom\s*['"]|^export\s+(const|let|function|default)\b/m.exec(prose(text))
      if (leftover) problems.push(`${url}.md: MDX left over: ${leftover[0]}`)
    }
  }
  expect(problems).toEqual([])
})

test("the home page's Markdown is at /docs.md too", async ({ request }) => {
  const response = await request.get('/docs.md', { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(response.headers().location).toBe('/docs/index.md')
})

test('llms.txt links to the Markdown of every page exactly once', async ({ request }) => {
  const response = await request.get('/docs/llms.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toMatch(/^# Nitric Documentation\n\n> \S/)
  const linked = [...text.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((match) => new URL(match[1] ?? '').pathname)
  expect(linked.toSorted()).toEqual(PAGES.map((page) => page.markdown).toSorted())
  for (const path of linked) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
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
