import type { Code, Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxTextElement } from 'mdast-util-mdx'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown } from 'mdast-util-to-markdown'
import type { Fence } from '../code/checked-release'
import { canonicalLanguage } from '../code/languages'
import { parseCodeMeta } from '../content/code-meta'
import { componentForms, type Jsx, type ListedPage, type MarkdownTools } from '../content/components'
import { ContentError } from '../content/errors'
import { headingInfo } from '../content/page-tree'
import type { SdkRegistry } from '../sdks/registry'
import type { PageNote } from '../versions/page-notes'

export interface MarkdownPage {
  title: string
  description?: string
  /** Notes the page shows above its body, such as 'Older version', and any the Markdown adds ('About this guide'). */
  notes?: Pick<PageNote, 'title' | 'text'>[]
  /** The page's parsed tree (src/lib/content/page-tree.ts). */
  tree: Root
  /** The source file, named in errors. */
  file: string
  /** The site's address with its base path, e.g. `https://nitric.io/docs`: root-relative links are resolved on it. */
  siteUrl: string
  /** The page's own address, for links to its sections (`#id`). */
  pageUrl: string
  /** The site's guides in sidebar order, one area's or all, for the components that list them. */
  guides?: (area: string | undefined) => ListedPage[]
  /** The address of llms.txt: when given, a line under the title points an agent to it and to the page on the web. */
  llmsUrl?: string
  /**
   * Which fences of a code group to keep, by fence language: the Markdown for readers of one SDK keeps that SDK's
   * code and code of no SDK. A group left with no fence goes, caption and all. Fences outside groups all stay.
   */
  keepCode?: (language: string) => boolean
  /** The release the example checks hold a fence to (`@nitric/sdk 1.2.2`), said under its caption; undefined when unchecked. */
  checkedAgainst?: (fence: Fence) => string | undefined
  /** The SDKs of the page's site, whose languages' aliases a fence may name (`rb`); the project's registry when unset. */
  registry?: SdkRegistry
}

type Flow = RootContent

function text(value: string): PhrasingContent {
  return { type: 'text', value }
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children }
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

/**
 * A code block's options as one line a reader can use: its title, file name, tag, tool, and the release it was checked
 * against or why it is unchecked.
 */
function caption(options: { title?: string; label?: string; tag?: string; tool?: string; untested?: string; checked?: string }): Paragraph[] {
  const parts: PhrasingContent[][] = []
  if (options.title) parts.push([{ type: 'strong', children: [text(options.title)] }])
  if (options.label) parts.push([{ type: 'inlineCode', value: options.label }])
  if (options.tag) parts.push([text(options.tag)])
  if (options.tool) parts.push([text(options.tool)])
  if (options.untested) parts.push([{ type: 'emphasis', children: [text(`Not type-checked: ${options.untested}`)] }])
  if (options.checked) parts.push([{ type: 'emphasis', children: [text(`Checked against ${options.checked}`)] }])
  if (parts.length === 0) return []
  return [paragraph(parts.flatMap((part, index) => (index === 0 ? part : [text(' — '), ...part])))]
}

/** A link's address made absolute: a route on the site's address, a fragment on the page's; others as they are. */
function absoluteUrl(url: string, { siteUrl, pageUrl }: Pick<MarkdownPage, 'siteUrl' | 'pageUrl'>): string {
  if (url.startsWith('#')) return `${pageUrl}${url}`
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(url) ?? []
  return `${siteUrl}${path === '/' ? '' : path}${rest}`
}

/**
 * Turns an MDX syntax tree into plain Markdown: every component becomes the Markdown that says the same thing,
 * expressions and imports go, and links are made absolute so the text works wherever it is pasted.
 */
function converter({
  siteUrl,
  pageUrl,
  file,
  guides = () => [],
  keepCode,
  checkedAgainst = () => undefined,
  registry,
}: Pick<MarkdownPage, 'siteUrl' | 'pageUrl' | 'file' | 'guides' | 'keepCode' | 'checkedAgainst' | 'registry'>) {
  function fail(node: Nodes, reason: string): never {
    throw new ContentError(file, node.position?.start.line, node.position?.start.column, reason)
  }

  const absolute = (url: string) => absoluteUrl(url, { siteUrl, pageUrl })

  /** A component's content as blocks; one written on a single line holds inline content, which becomes a paragraph. */
  function flow(node: Jsx): Flow[] {
    const children = convertAll(node.children as Nodes[])
    if (node.type === 'mdxJsxFlowElement') return children as Flow[]
    return children.every(isBlank) ? [] : [paragraph(children as PhrasingContent[])]
  }

  /** Components directly inside another: those on their own lines, and those written inline in a paragraph. */
  function children(node: Jsx, name: string): Jsx[] {
    return (node.children as Nodes[])
      .flatMap((child): Jsx[] => {
        if (isJsx(child)) return [child]
        if (child.type === 'paragraph') return child.children.filter(isInlineJsx)
        return []
      })
      .filter((child) => child.name === name)
  }

  const tools: MarkdownTools = { flow, children, absolute, caption, guides }

  function component(node: Jsx): Flow[] {
    const forms = componentForms(node.name)
    if (!forms) return fail(node, `<${node.name ?? ''}> has no Markdown form: declare it in src/lib/content/components.ts`)
    if (node.name === 'CodeGroup' && keepCode) {
      const kept = (node.children as Nodes[]).filter((child) => child.type !== 'code' || keepCode(child.lang ?? ''))
      if (!kept.some((child) => child.type === 'code')) return []
      return forms.markdown({ ...node, children: kept } as Jsx, tools)
    }
    return forms.markdown(node, tools)
  }

  function heading(node: Heading): Heading {
    const { tag, label } = headingInfo(node)
    const shown = [tag, label].filter(Boolean).join(' ')
    const converted = convertAll(node.children) as PhrasingContent[]
    return { ...node, children: shown ? [...converted, text(` (${shown})`)] : converted }
  }

  function code(node: Code): Flow[] {
    const meta = parseCodeMeta(node.meta)
    const checked = checkedAgainst({ language: canonicalLanguage(node.lang ?? 'text', registry), ...meta })
    return [...caption({ ...meta, checked }), { ...node, meta: null }]
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
  const body = converter(page)(page.tree)
  const intro: RootContent[] = [{ type: 'heading', depth: 1, children: [text(page.title)] }]
  if (page.llmsUrl) {
    const link = (url: string): PhrasingContent => ({ type: 'link', url, children: [text(url)] })
    intro.push(paragraph([{ type: 'emphasis', children: [text('The Markdown version of '), link(page.pageUrl), text('. Every page of these docs is listed in '), link(page.llmsUrl), text('.')] }]))
  }
  if (page.description) intro.push(paragraph([text(page.description)]))
  for (const note of page.notes ?? []) {
    const body = note.text.map((part): PhrasingContent => (typeof part === 'string' ? text(part) : { type: 'link', url: absoluteUrl(part.href, page), children: [text(part.text)] }))
    intro.push({ type: 'blockquote', children: [paragraph([{ type: 'strong', children: [text(note.title)] }]), paragraph(body)] })
  }
  return toMarkdown(
    { type: 'root', children: [...intro, ...body.children] },
    { bullet: '-', emphasis: '_', fence: '`', fences: true, listItemIndent: 'one', rule: '-', extensions: [gfmToMarkdown({ tablePipeAlign: false })] },
  )
}
