import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export interface AxeFinding {
  rule: string
  impact: string | null | undefined
  targets: string[]
}

/** Every axe rule on the page as it is now; the first few elements of each violation. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }))
}

/**
 * Every axe rule on a page loaded in the light colour scheme, then again after the system switches to dark, which
 * the site follows without a reload.
 */
export async function axeFindingsInBothThemes(page: Page): Promise<{ light: AxeFinding[]; dark: AxeFinding[] }> {
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'))
  const light = await axeFindings(page)
  // Colours would otherwise be measured mid-transition from light to dark.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
  return { light, dark: await axeFindings(page) }
}
