import { describe, expect, it } from 'vitest'
import { allPages } from '../content/pages'
import { navigation } from './config'
import { flattenLinks, MAIN_MENU_PATHS, selectSidebar } from './select'

const routes = new Set(allPages().map((page) => page.route))
const hrefs = Object.values(navigation).flatMap((groups) => flattenLinks(groups).map((link) => link.href))

describe('navigation config', () => {
  it('links only to pages that exist', () => {
    expect(hrefs.filter((href) => !routes.has(href))).toEqual([])
  })

  it('puts every page in a sidebar', () => {
    expect([...routes].filter((route) => !hrefs.includes(route))).toEqual([])
  })

  it('shows each page a sidebar that lists it, or the main menu', () => {
    const lost = [...routes].filter((route) => {
      const selection = selectSidebar(route, navigation)
      return !MAIN_MENU_PATHS.includes(route) && !flattenLinks(selection.groups).some((link) => link.href === route)
    })
    expect(lost).toEqual([])
  })
})
