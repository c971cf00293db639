import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export interface AxeFinding {
  rule: string
  impact: string | null | undefined
  targets: string[]
}

/**
 * An axe run inside the page. By default the builder opens a second page for every run to put together the results of
 * the page's frames, which costs several times the run itself; these pages have no frames from other origins, the one
 * thing legacy mode leaves out.
 */
const axeBuilder = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true)

/** Every axe rule on the page as it is now; the first few elements of each violation. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  return findings(await axeBuilder(page).analyze())
}

function findings({ violations }: { violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown[] }> }> }): AxeFinding[] {
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }))
}

/**
 * The rules whose outcome can change when the theme does: the switch changes colours only. Every other rule would
 * find in dark what it found in light; elements shown in one theme only are in the served HTML, which the built-site
 * test checks with them all (tests/built/accessibility.test.ts). Code blocks are left out: thousands of coloured
 * tokens, most of the contrast work, whose colours the built-site test checks in both themes on every page
 * (checks/site/code-contrast.ts).
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block']
const CODE_BLOCKS = 'pre.shiki'

/**
 * Every axe rule on a page loaded in the light colour scheme, then the colour rules again after the system switches to
 * dark, which the site follows without a reload.
 */
export async function axeFindingsInBothThemes(page: Page): Promise<{ light: AxeFinding[]; dark: AxeFinding[] }> {
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'))
  const light = await axeFindings(page)
  // Colours would otherwise be measured mid-transition from light to dark.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
  return { light, dark: findings(await axeBuilder(page).withRules(THEME_RULES).exclude(CODE_BLOCKS).analyze()) }
}
