import { createHash } from 'node:crypto'
import type { Nodes, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { parseCodeMeta } from '../content/code-meta'
import { componentForms } from '../content/components'
import { headingInfo } from '../content/page-tree'
import { BASE_PATH } from '../site/config'
import type { DocSearchRecord } from './types'

export interface SearchablePage {
  route: string
  title: string
  description?: string
  /** The sidebar section, hierarchy level 0. */
  section: string
  /** The page's parsed tree (src/lib/content/page-tree.ts), whose headings carry their ids. */
  tree: Root
  /** The SDK the page documents (`nodejs`), and its version, for filtering by the reader's language. */
  language?: string
  version?: string
  /** How much this page matters relative to others; 0 is ordinary. */
  pageRank?: number
}

/** Longest content kept per record: long enough for a paragraph, short enough to keep the index small. */
const MAX_CONTENT = 800

type Level = 2 | 3 | 4 | 5 | 6

function jsxProps(node: Nodes): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined
  const wanted = componentForms(node.name)?.searchProps ?? []
  const values = node.attributes.flatMap((attribute) =>
    attribute.type === 'mdxJsxAttribute' && wanted.includes(attribute.name) && typeof attribute.value === 'string' ? [attribute.value] : [],
  )
  return values.length > 0 ? values.join(' — ') : undefined
}

function recordId(url: string, type: string, text: string, position: number): string {
  return createHash('sha1').update(`${url}\u0000${type}\u0000${text}\u0000${position}`).digest('hex').slice(0, 16)
}

/**
 * DocSearch records for one page, read from its MDX source: the title, every heading, and the text of paragraphs,
 * list items, table cells, parameter names and code captions, each under the headings it belongs to. Heading
 * anchors are the ids the page's headings are rendered with, so every record URL lands on its section.
 */
export function pageRecords(page: SearchablePage, basePath = BASE_PATH): DocSearchRecord[] {
  const pageUrl = `${basePath}${page.route === '/' ? '' : page.route}`
  const headings: Partial<Record<Level, string>> = {}
  let anchor: string | undefined
  const records: DocSearchRecord[] = []

  function add(type: DocSearchRecord['type'], content: string | null, level: number, definition = false) {
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl
    const position = records.length
    records.push({
      objectID: recordId(url, type, content ?? headings[2] ?? page.title, position),
      url,
      type,
      content,
      hierarchy: {
        lvl0: page.section,
        lvl1: page.title,
        lvl2: headings[2] ?? null,
        lvl3: headings[3] ?? null,
        lvl4: headings[4] ?? null,
        lvl5: headings[5] ?? null,
        lvl6: headings[6] ?? null,
      },
      weight: { pageRank: page.pageRank ?? 0, level, position, ...(definition ? { definition: true as const } : {}) },
      ...(page.language ? { language: page.language, version: page.version ?? null } : {}),
    })
  }

  function addContent(text: string) {
    const content = text.replace(/\s+/g, ' ').trim()
    if (content) add('content', content.length > MAX_CONTENT ? `${content.slice(0, MAX_CONTENT)}…` : content, 0)
  }

  function walk(node: Nodes): void {
    switch (node.type) {
      case 'heading': {
        const { id, text } = headingInfo(node)
        if (node.depth < 2) return
        const depth = node.depth as Level
        headings[depth] = text
        for (let deeper = depth + 1; deeper <= 6; deeper++) delete headings[deeper as Level]
        anchor = id
        // The annotation `{{ tag, label }}` leaves an empty text node behind the heading's own words.
        const words = node.children.filter((child) => child.type !== 'text' || child.value.trim() !== '')
        add(`lvl${depth}`, null, 100 - depth * 10, words.length === 1 && words[0]?.type === 'inlineCode')
        return
      }
      case 'paragraph':
      case 'tableCell':
        // A component written on one line, such as <Property name="…">text</Property>, sits inside a paragraph.
        for (const child of node.children) {
          const props = jsxProps(child)
          if (props) addContent(props)
        }
        addContent(toString(node))
        return
      case 'code': {
        const meta = parseCodeMeta(node.meta)
        const caption = [meta.title, meta.label].filter(Boolean).join(' — ')
        if (caption) addContent(caption)
        return
      }
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return
      default: {
        const props = jsxProps(node)
        if (props) addContent(props)
        const isJsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
        if (isJsx && componentForms(node.name)?.searchChildren === false) return
        if ('children' in node) for (const child of node.children) walk(child as Nodes)
      }
    }
  }

  add('lvl1', page.description ?? null, 100)
  for (const child of page.tree.children) walk(child)
  return records
}
