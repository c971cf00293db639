import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export interface AxeFinding {
  rule: string
  impact: string | null | undefined
  targets: string[]
}

/**
 * Code blocks hold thousands of coloured tokens, which make up most of axe's contrast work on a page: their colours
 * are checked from the build's output on every page instead (src/lib/site-check/code-contrast.ts).
 */
const CODE_BLOCKS = 'pre.shiki'

/**
 * Every axe rule on the page as it is now, or only the rules given, with the contrast of code blocks left to the
 * built-site test; the first few elements of each violation.
 */
export async function axeFindings(page: Page, rules?: readonly string[]): Promise<AxeFinding[]> {
  const runs = [new AxeBuilder({ page }).withRules(['color-contrast']).exclude(CODE_BLOCKS)]
  const others = new AxeBuilder({ page })
  if (!rules) runs.push(others.disableRules(['color-contrast']))
  else if (rules.some((rule) => rule !== 'color-contrast')) runs.push(others.withRules(rules.filter((rule) => rule !== 'color-contrast')))
  const violations = []
  for (const run of runs) violations.push(...(await run.analyze()).violations)
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }))
}

/**
 * The rules whose outcome can change when the theme does: the switch changes colours only. Every other rule would
 * find in dark what it found in light; elements shown in one theme only are in the served HTML, which the built-site
 * test checks with them all (tests/built/accessibility.test.ts).
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block']

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
  return { light, dark: await axeFindings(page, THEME_RULES) }
}
