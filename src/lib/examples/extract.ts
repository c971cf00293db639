import type { Code, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { mdxFromMarkdown } from 'mdast-util-mdx'
import { frontmatter } from 'micromark-extension-frontmatter'
import { mdxjs } from 'micromark-extension-mdxjs'
import { visit } from 'unist-util-visit'
import { parseCodeMeta } from '../content/code-meta'

export interface CodeExample {
  language: string
  code: string
  /** The line of the opening fence in the MDX file. */
  line: number
  untested: string | undefined
}

const TYPESCRIPT = new Set(['ts', 'typescript', 'js', 'javascript'])

/** The TypeScript and JavaScript examples of an MDX page, in order. */
export function typescriptExamples(source: string): CodeExample[] {
  const tree: Root = fromMarkdown(source, {
    extensions: [mdxjs(), frontmatter()],
    mdastExtensions: [mdxFromMarkdown(), frontmatterFromMarkdown()],
  })
  const examples: CodeExample[] = []
  visit(tree, 'code', (node: Code) => {
    if (!node.lang || !TYPESCRIPT.has(node.lang)) return
    examples.push({
      language: node.lang,
      code: node.value,
      line: node.position?.start.line ?? 1,
      untested: parseCodeMeta(node.meta).untested,
    })
  })
  return examples
}

/** The @nitric/sdk release a page's examples are checked against. */
export function sdkVersionForFile(file: string): 'v0' | 'v1' {
  return /(^|\/)reference\/nodejs\/v0(\/|\.mdx$)/.test(file) ? 'v0' : 'v1'
}
