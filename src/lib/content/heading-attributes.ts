import type { Heading, Root } from 'mdast'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'

interface ExpressionNode {
  type: 'mdxTextExpression'
  value: string
  data?: { estree?: { body: Array<{ type: string; expression?: EstreeObject }> } }
}

interface EstreeObject {
  type: string
  properties?: Array<{ type: string; key: { type: string; name?: string; value?: unknown }; value: { type: string; value?: unknown } }>
}

const ALLOWED = new Set(['tag', 'label'])

/**
 * Lets a heading carry a tag or label: `## Create a route {{ tag: 'POST', label: '/routes' }}`. The object is
 * removed from the heading text and becomes `data-tag` / `data-label` on the element.
 */
export const remarkHeadingAttributes: Plugin<[], Root> = () => (tree, file) => {
  visit(tree, 'heading', (heading: Heading) => {
    const last = heading.children.at(-1) as unknown as ExpressionNode | undefined
    if (last?.type !== 'mdxTextExpression') return
    const object = last.data?.estree?.body[0]?.expression
    if (object?.type !== 'ObjectExpression') return
    const properties: Record<string, string> = {}
    for (const property of object.properties ?? []) {
      const name = property.key.name ?? String(property.key.value)
      if (property.type !== 'Property' || !ALLOWED.has(name) || property.value.type !== 'Literal') {
        file.fail(`heading attribute "${name}" is not supported: use string values for ${[...ALLOWED].join(', ')}`, heading)
      }
      properties[`data${name[0]?.toUpperCase()}${name.slice(1)}`] = String(property.value.value)
    }
    heading.children.pop()
    const previous = heading.children.at(-1)
    if (previous?.type === 'text') previous.value = previous.value.trimEnd()
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, ...properties } }
  })
}
