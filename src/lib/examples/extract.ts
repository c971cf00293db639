import type { Code } from 'mdast'
import { visit } from 'unist-util-visit'
import { parseCodeMeta } from '../content/code-meta'
import { parseMdx } from '../content/mdast'

export interface CodeExample {
  language: string
  code: string
  /** The line of the opening fence in the MDX file. */
  line: number
  untested: string | undefined
  /** Set for code written for another tool (a comparison page's other side), which is not checked against Nitric. */
  tool: string | undefined
  /** The file name the example is shown under, when it is a relative module path such as `resources/orders.ts`. */
  file: string | undefined
}

const MODULE_PATH = /^(?!.*\.\.)(?!\/)[\w.\/-]+\.(ts|tsx|js|mjs|mts)$/

const TYPESCRIPT = new Set(['ts', 'typescript', 'js', 'javascript'])

/** The TypeScript and JavaScript examples of an MDX page, in order. */
export function typescriptExamples(source: string): CodeExample[] {
  const tree = parseMdx(source)
  const examples: CodeExample[] = []
  visit(tree, 'code', (node: Code) => {
    if (!node.lang || !TYPESCRIPT.has(node.lang)) return
    const meta = parseCodeMeta(node.meta)
    examples.push({
      language: node.lang,
      code: node.value,
      line: node.position?.start.line ?? 1,
      untested: meta.untested,
      tool: meta.tool,
      file: meta.label && MODULE_PATH.test(meta.label) ? meta.label : undefined,
    })
  })
  return examples
}

/** The @nitric/sdk release a page's examples are checked against. */
export function sdkVersionForFile(file: string): 'v0' | 'v1' {
  return /(^|\/)reference\/nodejs\/v0(\/|\.mdx$)/.test(file) ? 'v0' : 'v1'
}
