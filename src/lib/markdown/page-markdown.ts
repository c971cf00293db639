import type { BlockContent, Code, Heading, List, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx'
import { toMarkdown } from 'mdast-util-to-markdown'
import { parseCodeMeta } from '../content/code-meta'
import { ContentError } from '../content/errors'
import { splitHeadingAttributes } from '../content/heading-attributes'
import { parseMdx } from '../content/mdast'
import { OS_LABELS, type OperatingSystem } from '../content/operating-systems'

export interface MarkdownPage {
  title: string
  description?: string
  /** Notices the page shows above its body, such as 'Older version'. */
  notes?: PageNote[]
  /** The page's MDX source, frontmatter included. */
  source: string
  /** The source file, named in errors. */
  file: string
  /** The site's address with its base path, e.g. `https://nitric.io/docs`: root-relative links are resolved on it. */
  siteUrl: string
  /** The page's own address, for links to its sections (`#id`). */
  pageUrl: string
}

export interface PageNote {
  title: string
  text: string
  link?: { label: string; url: string }
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement
type Flow = RootContent

function text(value: string): PhrasingContent {
  return { type: 'text', value }
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children }
}

function list(items: ListItem[]): List {
  return { type: 'list', ordered: false, spread: false, children: items }
}

function listItem(children: Flow[]): ListItem {
  // Blank lines inside the item when it holds more than its first paragraph and a nested list, so a following block
  // (a table, say) cannot be read as part of that paragraph.
  const spread = children.slice(1).some((child) => child.type !== 'list')
  return { type: 'listItem', spread, children: children as BlockContent[] }
}

function isBlank(node: Nodes): boolean {
  return node.type === 'text' && node.value.trim() === ''
}

function isJsx(node: Nodes): node is Jsx {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
}

function isInlineJsx(node: PhrasingContent): node is MdxJsxTextElement {
  return node.type === 'mdxJsxTextElement'
}

function attributeValue(node: Jsx, name: string) {
  return node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name)?.value
}

function stringAttribute(node: Jsx, name: string): string | undefined {
  const value = attributeValue(node, name)
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** A flag such as `required`: set when written bare or as `{true}`. */
function flag(node: Jsx, name: string): boolean {
  if (!node.attributes.some((item) => item.type === 'mdxJsxAttribute' && item.name === name)) return false
  const value = attributeValue(node, name)
  return value === null || value === undefined || (typeof value === 'object' && value.value.trim() === 'true')
}

/** A code block's options as one line a reader can use: its title, file name, tag, tool and why it is unchecked. */
function caption(options: { title?: string; label?: string; tag?: string; tool?: string; untested?: string }): Paragraph[] {
  const parts: PhrasingContent[][] = []
  if (options.title) parts.push([{ type: 'strong', children: [text(options.title)] }])
  if (options.label) parts.push([{ type: 'inlineCode', value: options.label }])
  if (options.tag) parts.push([text(options.tag)])
  if (options.tool) parts.push([text(options.tool)])
  if (options.untested) parts.push([{ type: 'emphasis', children: [text(`Not type-checked: ${options.untested}`)] }])
  if (parts.length === 0) return []
  return [paragraph(parts.flatMap((part, index) => (index === 0 ? part : [text(' — '), ...part])))]
}

/**
 * Turns an MDX syntax tree into plain Markdown: every component becomes the Markdown that says the same thing,
 * expressions and imports go, and links are made absolute so the text works wherever it is pasted.
 */
function converter({ siteUrl, pageUrl, file }: Pick<MarkdownPage, 'siteUrl' | 'pageUrl' | 'file'>) {
  function fail(node: Nodes, reason: string): never {
    throw new ContentError(file, node.position?.start.line, node.position?.start.column, reason)
  }

  function absolute(url: string): string {
    if (url.startsWith('#')) return `${pageUrl}${url}`
    if (!url.startsWith('/') || url.startsWith('//')) return url
    const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(url) ?? []
    return `${siteUrl}${path === '/' ? '' : path}${rest}`
  }

  /** A component's content as blocks; one written on a single line holds inline content, which becomes a paragraph. */
  function flow(node: Jsx): Flow[] {
    const children = convertAll(node.children as Nodes[])
    if (node.type === 'mdxJsxFlowElement') return children as Flow[]
    return children.every(isBlank) ? [] : [paragraph(children as PhrasingContent[])]
  }

  /** Components directly inside another: those on their own lines, and those written inline in a paragraph. */
  function components(children: Nodes[]): Jsx[] {
    return children.flatMap((child): Jsx[] => {
      if (isJsx(child)) return [child]
      if (child.type === 'paragraph') return child.children.filter(isInlineJsx)
      return []
    })
  }

  function property(node: Jsx): ListItem {
    const name = stringAttribute(node, 'name') ?? ''
    const type = stringAttribute(node, 'type')
    const details: PhrasingContent[] = type ? [{ type: 'inlineCode', value: type }] : []
    if (flag(node, 'required')) details.push(text(details.length > 0 ? ', required' : 'required'))
    const lead: PhrasingContent[] = [{ type: 'inlineCode', value: name }, ...(details.length > 0 ? [text(' ('), ...details, text(')')] : [])]
    const description = flow(node)
    const [first, ...rest] = description
    if (first?.type === 'paragraph') return listItem([paragraph([...lead, text(': '), ...first.children]), ...rest])
    return listItem([paragraph(lead), ...description])
  }

  function resource(node: Jsx): ListItem {
    const name = stringAttribute(node, 'name') ?? ''
    const href = stringAttribute(node, 'href') ?? ''
    const description = stringAttribute(node, 'description')
    return listItem([
      paragraph([{ type: 'link', url: absolute(href), children: [text(name)] }, ...(description ? [text(`: ${description}`)] : [])]),
    ])
  }

  function osTab(node: Jsx): Flow[] {
    const os = stringAttribute(node, 'os') ?? ''
    const label = OS_LABELS[os as OperatingSystem] ?? os
    return [paragraph([{ type: 'strong', children: [text(label)] }]), ...flow(node)]
  }

  function childComponents(node: Jsx, name: string): Jsx[] {
    return components(node.children as Nodes[]).filter((child) => child.name === name)
  }

  function component(node: Jsx): Flow[] {
    switch (node.name) {
      case 'CodeGroup':
        return [
          ...caption({ title: stringAttribute(node, 'title'), label: stringAttribute(node, 'label'), tag: stringAttribute(node, 'tag') }),
          ...flow(node),
        ]
      case 'Note': {
        const title = stringAttribute(node, 'title')
        const heading = title ? [paragraph([{ type: 'strong', children: [text(title)] }])] : []
        return [{ type: 'blockquote', children: [...heading, ...flow(node)] as BlockContent[] }]
      }
      case 'Properties':
        return [list(childComponents(node, 'Property').map(property))]
      case 'Property':
        return [list([property(node)])]
      case 'Resources':
        return [list(childComponents(node, 'Resource').map(resource))]
      case 'Resource':
        return [list([resource(node)])]
      case 'OSTabs':
        return childComponents(node, 'OSTab').flatMap(osTab)
      case 'OSTab':
        return osTab(node)
      default:
        return fail(node, `<${node.name ?? ''}> has no Markdown form: add one to src/lib/markdown/page-markdown.ts`)
    }
  }

  function heading(node: Heading): Heading {
    const { children, attributes } = (() => {
      try {
        return splitHeadingAttributes(node)
      } catch (error) {
        return fail(node, (error as Error).message)
      }
    })()
    const shown = [attributes?.tag, attributes?.label].filter(Boolean).join(' ')
    const converted = convertAll(children) as PhrasingContent[]
    return { ...node, children: shown ? [...converted, text(` (${shown})`)] : converted }
  }

  function code(node: Code): Flow[] {
    return [...caption(parseCodeMeta(node.meta)), { ...node, meta: null }]
  }

  function convert(node: Nodes): Nodes[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return []
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return component(node)
      case 'heading':
        return [heading(node)]
      case 'code':
        return code(node)
      case 'link':
      case 'definition':
      case 'image':
        return [{ ...node, url: absolute(node.url), ...('children' in node ? { children: convertAll(node.children) } : {}) } as Nodes]
      case 'paragraph': {
        // A component written on one line, such as <Note>Text</Note>, is parsed inside a paragraph.
        const content = node.children.filter((child) => !isBlank(child))
        const elements = content.filter(isInlineJsx)
        if (content.length > 0 && elements.length === content.length) return elements.flatMap(component)
        return [{ ...node, children: convertAll(node.children) as PhrasingContent[] }]
      }
      default:
        return 'children' in node ? [{ ...node, children: convertAll(node.children as Nodes[]) } as Nodes] : [node]
    }
  }

  function convertAll(nodes: Nodes[]): Nodes[] {
    return nodes.flatMap(convert)
  }

  return (tree: Root): Root => ({ type: 'root', children: convertAll(tree.children) as RootContent[] })
}

/**
 * A page as Markdown: its title as the only `#` heading, its description, then its body with every MDX component
 * rewritten as plain CommonMark and GFM (code groups as consecutive fences, notes as block quotes, parameters and
 * cards as lists, OS tabs as labelled sections).
 */
export function pageMarkdown(page: MarkdownPage): string {
  const body = converter(page)(parseMdx(page.source))
  const intro: RootContent[] = [{ type: 'heading', depth: 1, children: [text(page.title)] }]
  if (page.description) intro.push(paragraph([text(page.description)]))
  for (const note of page.notes ?? []) {
    const body: PhrasingContent[] = [text(note.text)]
    if (note.link) body.push(text(' '), { type: 'link', url: note.link.url, children: [text(note.link.label)] })
    intro.push({ type: 'blockquote', children: [paragraph([{ type: 'strong', children: [text(note.title)] }]), paragraph(body)] })
  }
  return toMarkdown(
    { type: 'root', children: [...intro, ...body.children] },
    { bullet: '-', emphasis: '_', fence: '`', fences: true, listItemIndent: 'one', rule: '-', extensions: [gfmToMarkdown({ tablePipeAlign: false })] },
  )
}
