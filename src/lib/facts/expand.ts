import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx'
import { ContentError } from '../content/errors'
import { FACT_COMPONENTS, type FactComponent } from './components'

/**
 * Fact components (`<StarterTemplates />`, `<ProviderSupport resource="websockets" />`, `<KnownIssue id="…" />`)
 * state facts that live once, as data with their sources. They are expanded into ordinary Markdown nodes when a page
 * is parsed, so the rendered page, its Markdown twin, its search records and every check read the same words. Each
 * node an expansion makes is marked with the component's name (`data.fact`), so checks can tell written text from
 * text that came from data.
 */

type Jsx = MdxJsxFlowElement | MdxJsxTextElement

export interface FactData {
  fact?: string
}

function attributes(node: Jsx, component: FactComponent, file: string): Record<string, string> {
  const fail = (reason: string) => new ContentError(file, node.position?.start.line, node.position?.start.column, `<${node.name}>: ${reason}`)
  const values: Record<string, string> = {}
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') throw fail('takes no spread attributes')
    const spec = component.attributes[attribute.name]
    if (!spec) throw fail(`unknown attribute "${attribute.name}"; it takes ${Object.keys(component.attributes).join(', ') || 'none'}`)
    if (typeof attribute.value !== 'string') throw fail(`"${attribute.name}" must be a string`)
    const allowed = spec.values?.()
    if (allowed && !allowed.includes(attribute.value)) {
      throw fail(`"${attribute.name}" is "${attribute.value}"; it must be one of ${allowed.join(', ')}`)
    }
    values[attribute.name] = attribute.value
  }
  for (const [name, spec] of Object.entries(component.attributes)) {
    if (spec.required && values[name] === undefined) throw fail(`"${name}" is required`)
  }
  if (node.children.length > 0) throw fail('takes no children: its content comes from data')
  return values
}

function mark<T extends Nodes>(nodes: T[], name: string): T[] {
  for (const node of nodes) node.data = { ...node.data, fact: name } as unknown as typeof node.data
  return nodes
}

/** Replaces every fact component in the tree, in place, with the Markdown it stands for. */
export function expandFacts(tree: Root, file: string): void {
  const visit = (parent: Parent) => {
    const children: Nodes[] = []
    for (const child of parent.children as Nodes[]) {
      const component = (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name ? FACT_COMPONENTS[child.name] : undefined
      if (!component) {
        if ('children' in child) visit(child as Parent)
        children.push(child)
        continue
      }
      const jsx = child as Jsx
      const values = attributes(jsx, component, file)
      try {
        if (jsx.type === 'mdxJsxTextElement') {
          if (!component.inline) throw new Error('is a block: write it on a line of its own')
          children.push(...mark(component.inline(values), jsx.name ?? ''))
        } else {
          if (!component.block) throw new Error('goes inside a sentence, not on a line of its own')
          children.push(...mark(component.block(values), jsx.name ?? ''))
        }
      } catch (error) {
        if (error instanceof ContentError) throw error
        throw new ContentError(file, jsx.position?.start.line, jsx.position?.start.column, `<${jsx.name}> ${(error as Error).message}`)
      }
    }
    parent.children = children as Parent['children']
  }
  visit(tree)
}

/** Whether a node came from a fact component's expansion. */
export function isFact(node: Nodes): boolean {
  return Boolean((node.data as FactData | undefined)?.fact)
}

export type { FactComponent, PhrasingContent, RootContent }
