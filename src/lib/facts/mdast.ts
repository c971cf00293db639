import type { AlignType, BlockContent, Link, List, ListItem, Paragraph, PhrasingContent, RootContent, Table, TableCell } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { sourceLabel, sourceUrl, type SourceRef } from '../sources/pins'

/**
 * Builders for the Markdown trees that fact components expand into. Text kept in data is Markdown (code spans,
 * emphasis, links), read as CommonMark with GFM, never as MDX, so a `<` in a value stays text.
 */

export function text(value: string): PhrasingContent {
  return { type: 'text', value }
}

export function code(value: string): PhrasingContent {
  return { type: 'inlineCode', value }
}

export function strong(children: PhrasingContent[]): PhrasingContent {
  return { type: 'strong', children }
}

export function link(url: string, children: PhrasingContent[]): Link {
  return { type: 'link', url, children }
}

export function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children }
}

/** Markdown text from data as blocks. */
export function markdownBlocks(markdown: string): RootContent[] {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }).children
}

/** Markdown text from data that must be one paragraph, as its inline content (for table cells and list items). */
export function markdownInline(markdown: string): PhrasingContent[] {
  const blocks = markdownBlocks(markdown)
  const [first] = blocks
  if (blocks.length !== 1 || first?.type !== 'paragraph') throw new Error(`expected one paragraph of Markdown, got: ${markdown}`)
  return first.children
}

export function list(items: PhrasingContent[][] | ListItem[]): List {
  const children = items.map((item) => (Array.isArray(item) ? listItem([paragraph(item)]) : item))
  return { type: 'list', ordered: false, spread: false, children }
}

export function listItem(children: BlockContent[]): ListItem {
  return { type: 'listItem', spread: false, children }
}

export function table(header: PhrasingContent[][], rows: PhrasingContent[][][], align?: AlignType[]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children })
  return {
    type: 'table',
    align: align ?? header.map(() => null),
    children: [header, ...rows].map((cells) => ({ type: 'tableRow', children: cells.map(cell) })),
  }
}

/** Links to the exact lines a fact came from, collapsed under 'Sources' (`<SourceList>`). */
export function sourceList(sources: readonly SourceRef[]): MdxJsxFlowElement {
  const unique = [...new Set(sources)]
  return {
    type: 'mdxJsxFlowElement',
    name: 'SourceList',
    attributes: [],
    children: [list(unique.map((source) => [link(sourceUrl(source), [code(sourceLabel(source))])]))],
  }
}
