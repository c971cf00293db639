import { createProcessor } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { VFile } from 'vfile'
import type { SdkRegistry } from '../sdks/registry'
import { contentError } from './errors'
import { rehypeHighlight } from './highlight'
import { pageTree, type PageSection } from './page-tree'

export interface CompiledPage {
  /** The body of a function that, run with the JSX runtime, returns the MDX module. */
  code: string
  sections: PageSection[]
  /** The hash of the source it was compiled from. */
  hash: string
}

const processors = new WeakMap<SdkRegistry, ReturnType<typeof createProcessor>>()

function processorFor(registry: SdkRegistry) {
  let processor = processors.get(registry)
  if (!processor) {
    processor = createProcessor({ outputFormat: 'function-body', remarkPlugins: [remarkFrontmatter, remarkGfm], rehypePlugins: [[rehypeHighlight, { registry }]] })
    processors.set(registry, processor)
  }
  return processor
}

/**
 * Compiles a page's MDX (frontmatter included, so lines in errors match the file) from its one parsed tree, with the
 * fence languages of the site's registry.
 */
export async function compileMdx(source: string, file: string, registry: SdkRegistry): Promise<CompiledPage> {
  const { tree, sections, hash } = pageTree(source, file)
  const processor = processorFor(registry)
  const vfile = new VFile({ value: source, path: file })
  try {
    // The shared tree stays as parsed: compiling transforms the tree it is given.
    // The processor's types describe its output tree; it takes the Markdown tree its parser would have made.
    const transformed = await processor.run(structuredClone(tree) as never, vfile)
    return { code: String(processor.stringify(transformed, vfile)), sections, hash }
  } catch (error) {
    throw contentError(error, file)
  }
}
