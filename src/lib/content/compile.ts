import { compile } from '@mdx-js/mdx'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { VFile } from 'vfile'
import type { PageSection } from '../navigation/types'
import { ContentError } from './errors'
import { remarkHeadingAttributes } from './heading-attributes'
import { rehypeHighlight } from './highlight'
import { rehypeSections } from './sections'

export interface CompiledPage {
  /** The body of a function that, run with the JSX runtime, returns the MDX module. */
  code: string
  sections: PageSection[]
}

/** Compiles a page's MDX (frontmatter included, so lines in errors match the file). */
export async function compileMdx(source: string, file: string): Promise<CompiledPage> {
  const vfile = new VFile({ value: source, path: file })
  try {
    const output = await compile(vfile, {
      outputFormat: 'function-body',
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkHeadingAttributes],
      rehypePlugins: [rehypeSlug, rehypeHighlight, rehypeSections],
    })
    return { code: String(output), sections: output.data.sections ?? [] }
  } catch (error) {
    const message = error as { line?: number; column?: number; reason?: string; message?: string; place?: unknown }
    const place = message.place as { start?: { line: number; column: number }; line?: number; column?: number } | undefined
    const reason = message.reason ?? message.message ?? String(error)
    // Some parser messages carry their position only in the text, as `(line:column-line:column)`.
    const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason)
    const line = message.line ?? place?.start?.line ?? place?.line ?? (inText ? Number(inText[1]) : undefined)
    const column = message.column ?? place?.start?.column ?? place?.column ?? (inText ? Number(inText[2]) : undefined)
    throw new ContentError(file, line, column, reason)
  }
}
