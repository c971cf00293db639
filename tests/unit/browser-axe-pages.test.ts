import { describe, expect, it } from 'vitest'
import { readPageSource } from '@/lib/content/pages'
import { BROWSER_AXE_PAGES, pageFeatures, uncoveredFeatures } from '../../checks/site/browser-axe-pages'
import { site } from '@/lib/site/site'

describe('the pages the browser checks with every axe rule', () => {
  const { pages, routeData } = site()
  const features = new Map(pages.map((page) => [page.route, pageFeatures(routeData(page.route), readPageSource(page), page.file)]))

  it('are content pages', () => {
    expect(BROWSER_AXE_PAGES.map((page) => page.route).filter((route) => !features.has(route))).toEqual([])
  })

  it('show every component, option, element and template that content uses', () => {
    const missing = uncoveredFeatures(
      features,
      BROWSER_AXE_PAGES.map((page) => page.route),
    )
    // Add a page that shows it to BROWSER_AXE_PAGES in checks/site/browser-axe-pages.ts.
    expect(Object.fromEntries([...missing].map(([feature, routes]) => [feature, routes.slice(0, 3)]))).toEqual({})
    expect(features.size).toBeGreaterThan(0)
    expect([...features.values()].some((own) => own.has('<CodeGroup>'))).toBe(true)
  })
})
