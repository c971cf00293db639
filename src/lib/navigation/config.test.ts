import { describe, expect, it } from 'vitest'
import { site } from '../site/site'
import { flattenLinks, MAIN_MENU_PATHS } from './select'

const { navigation, pages, routeData } = site()
const routes = new Set(pages.map((page) => page.route))
const hrefs = Object.values(navigation).flatMap((groups) => flattenLinks(groups).map((link) => link.href))

describe('navigation', () => {
  it('covers the whole site', () => {
    expect(routes.size).toBeGreaterThan(100)
    expect(new Set(hrefs)).toEqual(routes)
  })

  it('links only to pages that exist', () => {
    expect(hrefs.filter((href) => !routes.has(href))).toEqual([])
  })

  it('puts every page in a sidebar', () => {
    expect([...routes].filter((route) => !hrefs.includes(route))).toEqual([])
  })

  it('shows each page a sidebar that lists it, or the main menu', () => {
    const lost = [...routes].filter((route) => {
      const { sidebar } = routeData(route)
      return !MAIN_MENU_PATHS.includes(route) && !flattenLinks(sidebar.groups).some((link) => link.href === route)
    })
    expect(lost).toEqual([])
  })
})
