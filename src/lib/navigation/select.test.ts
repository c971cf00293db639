import { describe, expect, it } from 'vitest'
import { isUnder, matchSidebarKey, neighbours, pageKind, selectSidebar } from './select'
import type { FullNav } from './types'

const nav: FullNav = {
  docs: [
    {
      links: [
        { href: '/', title: 'Home' },
        { href: '/concepts/introduction', title: 'Concepts' },
        { href: '/guides', title: 'Guides' },
      ],
    },
    { title: 'Library Reference', links: [{ href: '/reference/nodejs', title: 'Node.js', versions: ['v1', 'v0'] }] },
  ],
  concepts: [{ links: [{ href: '/concepts/introduction', title: 'Introduction' }, { href: '/concepts/cicd', title: 'CI/CD' }] }],
  guides: [{ links: [{ href: '/guides/nodejs', title: 'Node.js Guides' }] }],
  'guides/nodejs': [{ links: [{ href: '/guides/nodejs/testing', title: 'Testing' }] }],
  'reference/nodejs': [{ links: [{ href: '/reference/nodejs', title: 'Getting Started' }] }],
  'reference/nodejs/v0': [{ links: [{ href: '/reference/nodejs/v0', title: 'Getting Started' }] }],
}

describe('matchSidebarKey', () => {
  it('prefers the longest key', () => {
    expect(matchSidebarKey('/reference/nodejs/v0/api/api', Object.keys(nav))).toBe('reference/nodejs/v0')
    expect(matchSidebarKey('/reference/nodejs/api/api', Object.keys(nav))).toBe('reference/nodejs')
    expect(matchSidebarKey('/guides/nodejs/testing', Object.keys(nav))).toBe('guides/nodejs')
  })

  it('never matches part of a segment', () => {
    expect(matchSidebarKey('/guidesextra/page', Object.keys(nav))).toBeUndefined()
    expect(isUnder('/reference/nodejsx', '/reference/nodejs')).toBe(false)
    expect(isUnder('/reference/nodejs', '/reference/nodejs')).toBe(true)
  })
})

describe('selectSidebar', () => {
  it('shows the main menu on the pages the spec names', () => {
    for (const path of ['/', '/faq', '/support', '/support/upgrade', '/reference/env']) {
      expect(selectSidebar(path, nav).mode).toBe('main')
    }
  })

  it('gives a section sidebar with a way home and the parent link', () => {
    const selection = selectSidebar('/concepts/cicd', nav)
    expect(selection.mode).toBe('section')
    expect(selection.key).toBe('concepts')
    expect(selection.back).toEqual({ href: '/', title: 'Home' })
    expect(selection.parent?.title).toBe('Concepts')
  })

  it('finds the versioned parent for a pinned reference', () => {
    const selection = selectSidebar('/reference/nodejs/v0/api/api', nav)
    expect(selection.parent).toEqual({ href: '/reference/nodejs', title: 'Node.js', versions: ['v1', 'v0'] })
    expect(selection.groups[0]?.links[0]?.href).toBe('/reference/nodejs/v0')
  })

  it('leads back to the first-level section from a second-level one', () => {
    const selection = selectSidebar('/guides/nodejs/testing', nav)
    expect(selection.back).toEqual({ href: '/guides', title: 'Guides' })
    expect(selection.parent?.title).toBe('Node.js Guides')
  })

  it('falls back to the main menu for a path no sidebar serves', () => {
    expect(selectSidebar('/unknown/page', nav).mode).toBe('main')
  })
})

describe('neighbours', () => {
  it('follows the sidebar order', () => {
    const { previous, next } = neighbours('/concepts/introduction', nav.concepts ?? [])
    expect(previous).toBeUndefined()
    expect(next?.href).toBe('/concepts/cicd')
  })

  it('gives none for a page outside the sidebar', () => {
    expect(neighbours('/elsewhere', nav.concepts ?? [])).toEqual({ previous: undefined, next: undefined })
  })
})

describe('pageKind', () => {
  const kinds: FullNav = {
    ...nav,
    docs: [
      {
        links: [
          { href: '/', title: 'Home' },
          { href: '/concepts/introduction', title: 'Concepts' },
          { href: '/guides', title: 'Guides', kind: 'guide' },
          { href: '/reference/env', title: 'Environment Variables', kind: 'operations' },
        ],
      },
    ],
    concepts: [{ links: [{ href: '/concepts/introduction', title: 'Introduction' }, { href: '/concepts/comparison/sst', title: 'SST', kind: 'comparison' }] }],
  }
  const kindOf = (path: string) => pageKind(path, selectSidebar(path, kinds), kinds)

  it('takes the kind of the main-menu link a part of the site opens from, to its second-level sections', () => {
    expect(kindOf('/guides')).toBe('guide')
    expect(kindOf('/guides/nodejs/testing')).toBe('guide')
    expect(kindOf('/reference/env')).toBe('operations')
  })

  it("lets a page's own link say otherwise, and calls the rest explanations", () => {
    expect(kindOf('/concepts/comparison/sst')).toBe('comparison')
    expect(kindOf('/concepts/cicd')).toBe('explanation')
    expect(kindOf('/')).toBe('explanation')
  })
})
