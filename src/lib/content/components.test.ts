import type { Nodes } from 'mdast'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { componentForms, MDX_COMPONENTS } from './components'
import { pageTree } from './page-tree'
import { readPageSource, siteContent } from './pages'

describe('MDX components', () => {
  it('each has a Markdown form and declares its search text', () => {
    const incomplete = Object.entries(MDX_COMPONENTS).filter(
      ([, forms]) => typeof forms.markdown !== 'function' || !Array.isArray(forms.searchProps) || forms.searchProps.some((prop) => typeof prop !== 'string'),
    )
    expect(Object.keys(MDX_COMPONENTS).length).toBeGreaterThan(0)
    expect(incomplete.map(([name]) => name)).toEqual([])
  })

  it('every component a page uses is declared, so it has all three forms', () => {
    const undeclared: string[] = []
    let used = 0
    for (const page of siteContent().pages) {
      visit(pageTree(readPageSource(page), page.file).tree, (node: Nodes) => {
        if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
        used++
        if (!componentForms(node.name)) undeclared.push(`${page.file}:${node.position?.start.line}: <${node.name}>`)
      })
    }
    expect(used).toBeGreaterThan(0)
    expect(undeclared).toEqual([])
  }, 60_000)

  it('knows nothing by an inherited name', () => {
    expect(componentForms('toString')).toBeUndefined()
    expect(componentForms(undefined)).toBeUndefined()
  })
})
