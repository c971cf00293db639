import type { Element, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import type { PageSection } from '../navigation/types'

declare module 'vfile' {
  interface DataMap {
    sections: PageSection[]
  }
}

/** Collects the page's h2 headings, after ids are assigned, for the sidebar. */
export const rehypeSections: Plugin<[], Root> = () => (tree, file) => {
  const sections: PageSection[] = []
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'h2' || typeof node.properties.id !== 'string') return
    const tag = node.properties.dataTag
    sections.push({
      id: node.properties.id,
      title: toString(node).trim(),
      ...(typeof tag === 'string' ? { tag } : {}),
    })
  })
  file.data.sections = sections
}
