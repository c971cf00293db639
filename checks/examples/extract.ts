import type { Code, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { canonicalLanguage } from '@/lib/code/languages'
import { parseCodeMeta } from '@/lib/content/code-meta'
import { SDK_REGISTRY, type SdkRegistry } from '@/lib/sdks/registry'

export interface CodeExample {
  /** The fence's language, canonical (`ts` is `typescript`). */
  language: string
  code: string
  /** The line of the opening fence in the MDX file. */
  line: number
  untested: string | undefined
  /** Set for code written for another tool (a comparison page's other side), which is not checked against Nitric. */
  tool: string | undefined
  /** The file name the example is shown under, when it is a relative path such as `resources/orders.ts`. */
  file: string | undefined
}

/** A relative path inside the example's folder: no `..`, not absolute. */
const RELATIVE_PATH = /^(?!.*\.\.)(?!\/)[\w.\/-]+\.\w+$/

/** Every fenced code block of a parsed page, in order, inside components too, with the languages of a site's registry. */
export function codeExamples(tree: Root, registry: SdkRegistry = SDK_REGISTRY): CodeExample[] {
  const examples: CodeExample[] = []
  visit(tree, 'code', (node: Code) => {
    if (!node.lang) return
    const meta = parseCodeMeta(node.meta)
    examples.push({
      language: canonicalLanguage(node.lang, registry),
      code: node.value,
      line: node.position?.start.line ?? 1,
      untested: meta.untested,
      tool: meta.tool,
      file: meta.label && RELATIVE_PATH.test(meta.label) ? meta.label : undefined,
    })
  })
  return examples
}
