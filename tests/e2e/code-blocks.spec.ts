import { expect, test } from '@playwright/test'

const selectedLanguages = (page: import('@playwright/test').Page) =>
  page.getByRole('tablist', { name: 'Language' }).locator('[role=tab][aria-selected=true]').allTextContents()

test('choosing a language switches every code group on the page and is remembered', async ({ page }) => {
  await page.goto('/docs/apis')
  const groups = page.getByRole('tablist', { name: 'Language' })
  expect(await groups.count()).toBeGreaterThan(1)
  await groups.nth(1).getByRole('tab', { name: 'Python' }).click()
  await expect.poll(async () => new Set(await selectedLanguages(page))).toEqual(new Set(['Python']))
  await page.reload()
  await expect.poll(async () => new Set(await selectedLanguages(page))).toEqual(new Set(['Python']))
  await page.goto('/docs/concepts/introduction')
  await expect.poll(async () => new Set(await selectedLanguages(page))).toEqual(new Set(['Python']))
})

test("each language's code says which SDK release it was checked against", async ({ page }) => {
  await page.goto('/docs/apis')
  const group = page.locator('.code-block').filter({ has: page.getByRole('tablist', { name: 'Language' }) }).first()
  for (const [language, release] of [['TypeScript', '@nitric/sdk 1.2.2'], ['Python', 'nitric 1.2.4'], ['Go', 'github.com/nitrictech/go-sdk 1.1.1']]) {
    await group.getByRole('tab', { name: language }).click()
    await expect(group.locator('[role=tabpanel]:not([hidden])')).toContainText(`Checked against ${release}`)
  }
})

test('the tab a reader clicks stays where it was on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/docs/apis')
  const tab = page.getByRole('tablist', { name: 'Language' }).last().getByRole('tab', { name: 'Go' })
  await tab.scrollIntoViewIfNeeded()
  const before = (await tab.boundingBox())!.y
  await tab.click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  expect(Math.abs((await tab.boundingBox())!.y - before)).toBeLessThan(2)
})

test('tabs follow the arrow keys', async ({ page }) => {
  await page.goto('/docs/apis')
  const first = page.getByRole('tablist', { name: 'Language' }).first()
  await first.getByRole('tab').first().click()
  await page.keyboard.press('ArrowRight')
  await expect(first.getByRole('tab').nth(1)).toBeFocused()
  await expect(first.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true')
})

test('Copy copies the trimmed source and reads Copied! for a moment', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/docs/apis')
  const panel = page.locator('[role=tabpanel]:not([hidden])').first()
  // The button's name changes when it reports the copy, so hold it by position rather than by name.
  const button = panel.getByRole('button').first()
  await expect(button).toHaveText('Copy')
  await button.click()
  await expect(button).toHaveText('Copied!')
  await expect(button).toHaveText('Copy')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe((await panel.locator('pre').innerText()).trim())
  expect(copied.length).toBeGreaterThan(0)
})

test('Copy warns instead of copying when the window lacks focus', async ({ page }) => {
  await page.goto('/docs/apis')
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.evaluate(() => {
    document.hasFocus = () => false
  })
  const button = page.locator('[role=tabpanel]:not([hidden])').first().getByRole('button', { name: 'Copy' })
  await button.click()
  await expect.poll(() => warnings).toContain('Unable to copy to clipboard')
  await expect(button).toHaveText('Copy')
})

test('install instructions open on the reader’s operating system', async ({ browser }) => {
  const agents = {
    Windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    Linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    macOS: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  }
  for (const [name, userAgent] of Object.entries(agents)) {
    const context = await browser.newContext({ userAgent })
    const page = await context.newPage()
    await page.goto('/docs/getting-started/installation')
    await expect(page.getByRole('tablist', { name: 'Operating system' }).first().getByRole('tab', { selected: true })).toHaveText(name)
    await context.close()
  }
})

test('accepted values open and close from their toggle, by pointer and by keyboard', async ({ page }) => {
  await page.goto('/docs/reference/nodejs/api/api')
  const disclosure = page.locator('details').filter({ has: page.locator('summary', { hasText: 'Show accepted values' }) }).first()
  const toggle = disclosure.locator('summary')
  const values = disclosure.getByRole('listitem').first()
  await expect(toggle).toHaveAccessibleName('Show accepted values')
  await expect(values).toBeHidden()
  await toggle.click()
  await expect(values).toBeVisible()
  await expect(toggle).toHaveAccessibleName('Hide accepted values')
  await toggle.press('Enter')
  await expect(values).toBeHidden()
  await expect(toggle).toHaveAccessibleName('Show accepted values')
})
