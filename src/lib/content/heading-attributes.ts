import type { Heading, PhrasingContent } from 'mdast'

interface ExpressionNode {
  type: 'mdxTextExpression'
  value: string
  data?: { estree?: { body: Array<{ type: string; expression?: EstreeObject }> } }
}

interface EstreeObject {
  type: string
  properties?: Array<{ type: string; key: { type: string; name?: string; value?: unknown }; value: { type: string; value?: unknown } }>
}

const ALLOWED = ['tag', 'label'] as const

export type HeadingAttributes = Partial<Record<(typeof ALLOWED)[number], string>>

/**
 * Separates a heading's text from the `{{ tag: 'POST', label: '/routes' }}` object that may end it. Throws on an
 * attribute other than a string tag or label.
 */
export function splitHeadingAttributes(heading: Heading): { children: PhrasingContent[]; attributes?: HeadingAttributes } {
  const last = heading.children.at(-1) as unknown as ExpressionNode | undefined
  const object = last?.type === 'mdxTextExpression' ? last.data?.estree?.body[0]?.expression : undefined
  if (object?.type !== 'ObjectExpression') return { children: heading.children }
  const attributes: HeadingAttributes = {}
  for (const property of object.properties ?? []) {
    const name = property.key.name ?? String(property.key.value)
    if (property.type !== 'Property' || !(ALLOWED as readonly string[]).includes(name) || property.value.type !== 'Literal') {
      throw new Error(`heading attribute "${name}" is not supported: use string values for ${ALLOWED.join(', ')}`)
    }
    attributes[name as keyof HeadingAttributes] = String(property.value.value)
  }
  const children = heading.children.slice(0, -1)
  const previous = children.at(-1)
  if (previous?.type === 'text') children[children.length - 1] = { ...previous, value: previous.value.trimEnd() }
  return { children, attributes }
}
