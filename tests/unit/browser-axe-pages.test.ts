import { describe, expect, it } from 'vitest'
import { allPages, readPageSource } from '@/lib/content/pages'
import { BROWSER_AXE_PAGES, pageFeatures, uncoveredFeatures } from '@/lib/site-check/browser-axe-pages'

describe('the pages the browser checks with every axe rule', () => {
  const features = new Map(allPages().map((page) => [page.route, pageFeatures(page.route, readPageSource(page), page.file)]))

  it('are content pages', () => {
    expect(BROWSER_AXE_PAGES.map((page) => page.route).filter((route) => !features.has(route))).toEqual([])
  })

  it('show every component, option, element and template that content uses', () => {
    const missing = uncoveredFeatures(
      features,
      BROWSER_AXE_PAGES.map((page) => page.route),
    )
    // Add a page that shows it to BROWSER_AXE_PAGES in src/lib/site-check/browser-axe-pages.ts.
    expect(Object.fromEntries([...missing].map(([feature, routes]) => [feature, routes.slice(0, 3)]))).toEqual({})
    expect(features.size).toBeGreaterThan(0)
    expect([...features.values()].some((own) => own.has('<CodeGroup>'))).toBe(true)
  })
})
