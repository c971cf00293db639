import { describe, expect, it } from 'vitest'
import { REFERENCE_GROUPS, sidebarGroup } from './sidebar-groups'

describe('sidebarGroup', () => {
  const none = new Map()

  it("titles and places a reference folder by the shared table's entry for its name, in any SDK and version", () => {
    expect(sidebarGroup('reference/nodejs/websocket', none, REFERENCE_GROUPS)).toEqual({ title: 'Websockets', position: 12 })
    expect(sidebarGroup('reference/jvm/v0/websocket', none, REFERENCE_GROUPS)).toEqual({ title: 'Websockets', position: 12 })
    expect(sidebarGroup('reference/go/resources', none, REFERENCE_GROUPS)).toEqual({ title: 'Resources', position: 0 })
  })

  it("lets a folder's _group.json override the title, the position or both", () => {
    const files = new Map([
      ['reference/go/api', { title: 'HTTP APIs' }],
      ['reference/go/storage', { position: 0.5 }],
      ['reference/go/sql', { title: 'Databases', position: 3 }],
    ])
    expect(sidebarGroup('reference/go/api', files, REFERENCE_GROUPS)).toEqual({ title: 'HTTP APIs', position: 1 })
    expect(sidebarGroup('reference/go/storage', files, REFERENCE_GROUPS)).toEqual({ title: 'Storage', position: 0.5 })
    expect(sidebarGroup('reference/go/sql', files, REFERENCE_GROUPS)).toEqual({ title: 'Databases', position: 3 })
  })

  it('fails for a folder neither the table nor a _group.json titles and places, naming the file to write', () => {
    expect(() => sidebarGroup('reference/go/websockets', none, REFERENCE_GROUPS)).toThrow(
      'content/reference/go/websockets/_group.json is missing: a sidebar group needs a title and a position, and REFERENCE_GROUPS (src/lib/navigation/sidebar-groups.ts) names no "websockets"',
    )
    expect(() => sidebarGroup('reference/go/extras', new Map([['reference/go/extras', { title: 'Extras' }]]), REFERENCE_GROUPS)).toThrow(
      'content/reference/go/extras/_group.json gives no position',
    )
  })

  it('uses no shared table unless given one: guide folders are titled by their own _group.json only', () => {
    expect(() => sidebarGroup('guides/nodejs/api', none)).toThrow('content/guides/nodejs/api/_group.json is missing: a sidebar group needs a title and a position')
    expect(sidebarGroup('guides/nodejs/auth', new Map([['guides/nodejs/auth', { title: 'Auth', position: 1 }]]))).toEqual({ title: 'Auth', position: 1 })
  })

  it('holds one title per group, spelt once, each at its own place', () => {
    const entries = Object.values(REFERENCE_GROUPS)
    expect(new Set(entries.map(({ title }) => title.toLowerCase())).size).toBe(entries.length)
    expect(new Set(entries.map(({ position }) => position)).size).toBe(entries.length)
  })
})
