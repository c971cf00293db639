import type { Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { mdxFromMarkdown } from 'mdast-util-mdx'
import { frontmatter } from 'micromark-extension-frontmatter'
import { gfm } from 'micromark-extension-gfm'
import { mdxjs } from 'micromark-extension-mdxjs'

/** The Markdown syntax tree of an MDX page, parsed as the compiler reads it (MDX, frontmatter, GFM). */
export function parseMdx(source: string): Root {
  return fromMarkdown(source, {
    extensions: [mdxjs(), frontmatter(), gfm()],
    mdastExtensions: [mdxFromMarkdown(), frontmatterFromMarkdown(), gfmFromMarkdown()],
  })
}
