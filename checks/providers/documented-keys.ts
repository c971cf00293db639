import type { Heading, Paragraph, Root, RootContent } from 'mdast'
import { headingInfo } from '@/lib/content/page-tree'

/** A stack-file key as a configuration page documents it. */
export interface DocumentedKey {
  /** The heading's label: the key's path from the top of the stack file. */
  path: string
  /** The heading's tag: the key's type. */
  type: string
  /** The heading text: the key itself. */
  key: string
  /** The code span of a paragraph in its section that starts with 'Default:', when there is one. */
  default?: string
  /** The anchor readers link to. */
  id: string
  line: number
}

function keyHeading(heading: Heading): Omit<DocumentedKey, 'line'> | undefined {
  // Separating the {{ … }} attributes can leave an empty text node after the code span.
  const [only, ...rest] = heading.children.filter((child) => child.type !== 'text' || child.value.trim() !== '')
  if (only?.type !== 'inlineCode' || rest.length > 0) return undefined
  const { id, label, tag } = headingInfo(heading)
  if (label === undefined || tag === undefined) return undefined
  return { path: label, type: tag, key: only.value, id }
}

function statedDefault(paragraph: Paragraph): string | undefined {
  const [first, second] = paragraph.children
  if (first?.type !== 'text' || first.value.trim() !== 'Default:' || second?.type !== 'inlineCode') return undefined
  return second.value
}

/**
 * The keys a page documents: every heading whose whole text is one code span (the key) and that carries a label (its
 * path) and a tag (its type), as in ### `memory` {{ tag: 'integer', label: 'config.<name>.lambda.memory' }}, with the
 * default its section states in a paragraph that starts with 'Default:' and a code span. Needs the page's parsed
 * tree, in which headings already carry their attributes.
 */
export function documentedKeys(tree: Root): DocumentedKey[] {
  const keys: DocumentedKey[] = []
  let current: DocumentedKey | undefined
  const visit = (node: RootContent) => {
    if (node.type === 'heading') {
      const key = keyHeading(node)
      current = key ? { ...key, line: node.position?.start.line ?? 1 } : undefined
      if (current) keys.push(current)
    } else if (node.type === 'paragraph' && current && current.default === undefined) {
      const stated = statedDefault(node)
      if (stated !== undefined) current.default = stated
    }
  }
  for (const node of tree.children) visit(node)
  return keys
}

/** A schema default as a page writes it in code: strings bare, anything else as JSON. */
export function formatDefault(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}
