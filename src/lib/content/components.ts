import type { BlockContent, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx'
import { OS_LABELS, type OperatingSystem } from './operating-systems'

export type Jsx = MdxJsxFlowElement | MdxJsxTextElement

/** What a component's Markdown form may use from the converter that calls it. */
export interface MarkdownTools {
  /** The component's children, converted, as blocks. */
  flow(node: Jsx): RootContent[]
  /** The components directly inside `node` with this name. */
  children(node: Jsx, name: string): Jsx[]
  /** A link target made absolute on the site's address. */
  absolute(url: string): string
  /** A code caption line: title, file name, tag, tool, why it is not type-checked. */
  caption(options: { title?: string; label?: string; tag?: string }): Paragraph[]
  /** The site's guides in sidebar order (one area's, or all), for the components that list them. */
  guides(area: string | undefined): ListedPage[]
}

export interface ListedPage {
  route: string
  title: string
  description?: string | undefined
}

/**
 * Everything an MDX component is besides its React form (src/components/mdx/components.tsx, which must name
 * exactly these): the Markdown it becomes in the page's Markdown twin, and the props whose text search indexes.
 */
export interface ComponentForms {
  markdown(node: Jsx, tools: MarkdownTools): RootContent[]
  /** String props whose values are searchable text, in order; empty when the component only holds children. */
  searchProps: readonly string[]
  /** Whether search indexes the text inside it; a list of source links is not something readers search for. */
  searchChildren?: false
}

function text(value: string): PhrasingContent {
  return { type: 'text', value }
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children }
}

export function listItem(children: RootContent[]): ListItem {
  // Blank lines inside the item when it holds more than its first paragraph and a nested list, so a following block
  // (a table, say) cannot be read as part of that paragraph.
  const spread = children.slice(1).some((child) => child.type !== 'list')
  return { type: 'listItem', spread, children: children as BlockContent[] }
}

function list(items: ListItem[]): RootContent {
  return { type: 'list', ordered: false, spread: false, children: items }
}

function attributeValue(node: Jsx, name: string) {
  return node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name)?.value
}

export function stringAttribute(node: Jsx, name: string): string | undefined {
  const value = attributeValue(node, name)
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** A flag such as `required`: set when written bare or as `{true}`. */
function flag(node: Jsx, name: string): boolean {
  if (!node.attributes.some((item) => item.type === 'mdxJsxAttribute' && item.name === name)) return false
  const value = attributeValue(node, name)
  return value === null || value === undefined || (typeof value === 'object' && value.value.trim() === 'true')
}

function property(node: Jsx, tools: MarkdownTools): ListItem {
  const name = stringAttribute(node, 'name') ?? ''
  const type = stringAttribute(node, 'type')
  const details: PhrasingContent[] = type ? [{ type: 'inlineCode', value: type }] : []
  if (flag(node, 'required')) details.push(text(details.length > 0 ? ', required' : 'required'))
  const lead: PhrasingContent[] = [{ type: 'inlineCode', value: name }, ...(details.length > 0 ? [text(' ('), ...details, text(')')] : [])]
  const [first, ...rest] = tools.flow(node)
  if (first?.type === 'paragraph') return listItem([paragraph([...lead, text(': '), ...first.children]), ...rest])
  return listItem([paragraph(lead), ...(first ? [first] : []), ...rest])
}

function resourceItem(name: string, url: string, description: string | undefined): ListItem {
  return listItem([paragraph([{ type: 'link', url, children: [text(name)] }, ...(description ? [text(`: ${description}`)] : [])])])
}

function resource(node: Jsx, tools: MarkdownTools): ListItem {
  return resourceItem(stringAttribute(node, 'name') ?? '', tools.absolute(stringAttribute(node, 'href') ?? ''), stringAttribute(node, 'description'))
}

function osTab(node: Jsx, tools: MarkdownTools): RootContent[] {
  const os = stringAttribute(node, 'os') ?? ''
  const label = OS_LABELS[os as OperatingSystem] ?? os
  return [paragraph([{ type: 'strong', children: [text(label)] }]), ...tools.flow(node)]
}

function guideList(area: string | undefined, tools: MarkdownTools): RootContent[] {
  return [list(tools.guides(area).map((guide) => resourceItem(guide.title, tools.absolute(guide.route), guide.description)))]
}

/** The components pages may use. */
export const MDX_COMPONENTS = {
  CodeGroup: {
    // Each fence in turn, after the group's caption.
    markdown: (node, tools) => [
      ...tools.caption({ title: stringAttribute(node, 'title'), label: stringAttribute(node, 'label'), tag: stringAttribute(node, 'tag') }),
      ...tools.flow(node),
    ],
    searchProps: ['title', 'label'],
  },
  Note: {
    // A block quote opening with its title in bold.
    markdown: (node, tools) => {
      const title = stringAttribute(node, 'title')
      const heading = title ? [paragraph([{ type: 'strong', children: [text(title)] }])] : []
      return [{ type: 'blockquote', children: [...heading, ...tools.flow(node)] as BlockContent[] }]
    },
    searchProps: ['title'],
  },
  Properties: {
    markdown: (node, tools) => [list(tools.children(node, 'Property').map((child) => property(child, tools)))],
    searchProps: [],
  },
  Property: {
    // `name` (`type`, required): description, with accepted values as a nested list.
    markdown: (node, tools) => [list([property(node, tools)])],
    searchProps: ['name', 'type'],
  },
  Resources: {
    markdown: (node, tools) => [list(tools.children(node, 'Resource').map((child) => resource(child, tools)))],
    searchProps: [],
  },
  Resource: {
    markdown: (node, tools) => [list([resource(node, tools)])],
    searchProps: ['name', 'description'],
  },
  GuideCards: {
    // The area's guides as links with their descriptions, as the cards show them.
    markdown: (node, tools) => guideList(stringAttribute(node, 'area') ?? '', tools),
    searchProps: [],
  },
  GuidesIndex: {
    // Every guide; the filters need a browser, the list does not.
    markdown: (_node, tools) => guideList(undefined, tools),
    searchProps: [],
  },
  OSTabs: {
    // Each system's instructions after its name in bold.
    markdown: (node, tools) => tools.children(node, 'OSTab').flatMap((child) => osTab(child, tools)),
    searchProps: [],
  },
  OSTab: {
    markdown: (node, tools) => osTab(node, tools),
    searchProps: [],
  },
  SourceList: {
    // Fact components' sources (src/lib/facts): the links under a 'Sources:' line.
    markdown: (node, tools) => [paragraph([text('Sources:')]), ...tools.flow(node)],
    searchProps: [],
    searchChildren: false,
  },
} satisfies Record<string, ComponentForms>

export type MdxComponentName = keyof typeof MDX_COMPONENTS

export function componentForms(name: string | null | undefined): ComponentForms | undefined {
  return name && Object.hasOwn(MDX_COMPONENTS, name) ? MDX_COMPONENTS[name as MdxComponentName] : undefined
}
