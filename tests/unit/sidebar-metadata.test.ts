import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteContent } from '@/lib/content/pages'
import { pageLabel } from '@/lib/navigation/page-label'
import { REFERENCE_GROUPS } from '@/lib/navigation/sidebar-groups'
import { site } from '@/lib/site/site'

const docs = site()

/** Hand-written copies of what the site derives drift apart ('WebSockets' beside 'Websockets'); only overrides stay. */
describe('hand-written sidebar metadata', () => {
  it('gives a page a sidebar_label only where it differs from the label its title gives', () => {
    const copies = docs.pages.flatMap((page) => {
      const { sidebar_label: written, ...rest } = page.frontmatter
      const derived = pageLabel(rest, docs.routeData(page.route).reference?.sdk.label)
      return written === derived ? [`${page.file}: sidebar_label '${written}' is what the title gives; remove the line`] : []
    })
    expect(copies).toEqual([])
  })

  it('gives a reference folder a _group.json only for a title or position that differs from REFERENCE_GROUPS', () => {
    const copies = [...siteContent().groups].flatMap(([folder, file]) => {
      const entry = folder.startsWith('reference/') ? REFERENCE_GROUPS[path.posix.basename(folder)] : undefined
      if (!entry) return []
      const same = (['title', 'position'] as const).filter((field) => file[field] === entry[field])
      return same.map((field) => `content/${folder}/_group.json: ${field} ${JSON.stringify(entry[field])} is what REFERENCE_GROUPS gives; remove the field`)
    })
    expect(copies).toEqual([])
  })

  it('lists no group in REFERENCE_GROUPS that no reference uses', () => {
    const used = new Set(
      docs.pages.flatMap((page) => {
        const below = docs.routeData(page.route).reference?.rest ?? []
        const folder = page.frontmatter.sidebar_group ?? (below.length > 1 ? below[0] : undefined)
        return folder === undefined ? [] : [folder]
      }),
    )
    expect(Object.keys(REFERENCE_GROUPS).filter((name) => !used.has(name))).toEqual([])
  })
})
