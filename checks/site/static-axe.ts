import axe from 'axe-core'
import { JSDOM, VirtualConsole } from 'jsdom'

/**
 * The rules axe runs by default whose outcome depends on how the page is painted: jsdom loads no CSS and lays
 * nothing out. The browser accessibility tests run them on a set of pages that covers every template and component.
 */
export const RENDERING_RULES: Readonly<Record<string, string>> = {
  'color-contrast': 'the painted colours of text and its background',
  'link-in-text-block': 'the colours that tell a link from the text around it',
  'target-size': 'the size and spacing of what can be clicked',
  'scrollable-region-focusable': 'whether a region overflows and scrolls',
  // Since axe-core 4.14 it measures glyphs on a canvas to tell icon ligatures from words; jsdom has no canvas.
  'label-content-name-mismatch': 'the drawn glyphs of a control’s visible label',
}

export interface StaticViolation {
  rule: string
  impact: string | null | undefined
  /** CSS selectors of the first few offending elements. */
  targets: string[]
}

export interface StaticAxeResult {
  violations: StaticViolation[]
  /** Rules that could not run (axe reports them as incomplete) and features jsdom lacks: each hides a result. */
  errors: string[]
  /** The rules that ran on the page, applicable or not. */
  rules: string[]
}

/**
 * The rules axe runs by default that a check of our own covers more strictly on the same pages: `checkUniqueIds`
 * (./links.ts) fails on any id used twice, where these fail only on the ids of focusable elements or of ARIA
 * references. In jsdom they cost about a third of axe's time.
 */
export const COVERED_RULES: Readonly<Record<string, string>> = {
  'duplicate-id': 'checkUniqueIds: every id on the page is unique',
  'duplicate-id-active': 'checkUniqueIds: every id on the page is unique',
  'duplicate-id-aria': 'checkUniqueIds: every id on the page is unique',
}

const RULES_OFF = Object.fromEntries([...Object.keys(RENDERING_RULES), ...Object.keys(COVERED_RULES)].map((rule) => [rule, { enabled: false }]))

/** The sidebar, in every page's served HTML. */
export const SIDEBAR_SELECTOR = '#sidebar'

/**
 * What each page's check leaves out: a sidebar is checked whole on the first page that shows it. On the other pages of
 * that sidebar it differs only in which link is current and in the current page's section links, whose text is the
 * page's own headings, checked where they stand in its body. On a reference page the sidebar is about a third of
 * axe's work.
 */
export function sidebarExclusions(pages: ReadonlyArray<{ path: string; sidebar: string | undefined }>): Map<string, string[]> {
  const checked = new Set<string>()
  return new Map(
    pages.map(({ path, sidebar }) => {
      if (sidebar === undefined || !checked.has(sidebar)) {
        if (sidebar !== undefined) checked.add(sidebar)
        return [path, []]
      }
      return [path, [SIDEBAR_SELECTOR]]
    }),
  )
}

/**
 * Runs axe-core on a page's served HTML in jsdom, with every rule it runs by default except those that need
 * rendering and those our own checks cover, on the whole page but the elements `exclude` selects. The page's own
 * scripts do not run: this is the HTML a reader receives before hydration.
 */
export async function staticAxe(html: string, url: string, exclude: readonly string[] = []): Promise<StaticAxeResult> {
  const errors: string[] = []
  const virtualConsole = new VirtualConsole()
  virtualConsole.on('jsdomError', (error) => errors.push(`jsdom: ${error.message}`))
  const dom = new JSDOM(html, { url, runScripts: 'outside-only', virtualConsole })
  const { window } = dom
  try {
    // axe asks what lies under a few points of the viewport to tell whether a modal covers the page. Nothing is laid
    // out here, and no dialog is open in served HTML, so nothing lies anywhere (jsdom lacks the method).
    window.document.elementsFromPoint = () => []
    window.eval(axe.source)
    const windowAxe = (window as unknown as { axe: typeof axe }).axe
    const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : window.document
    const results = await windowAxe.run(context, { rules: RULES_OFF, resultTypes: ['violations'] })
    for (const result of results.incomplete) {
      for (const node of result.nodes) {
        for (const check of [...node.any, ...node.all, ...node.none]) {
          if (check.id === 'error-occurred') errors.push(`${result.id}: ${(check.data as { message?: string } | null)?.message ?? 'failed'}`)
        }
      }
    }
    return {
      violations: results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      })),
      errors,
      // A rule can both pass and fail on one page; each is named once.
      rules: [...new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((result) => result.id))].sort(),
    }
  } finally {
    window.close()
  }
}
