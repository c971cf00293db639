import GithubSlugger from 'github-slugger'
import { toString } from 'mdast-util-to-string'
import type { BlockContent, RootContent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx'
import { findKnownIssue, knownIssues } from '../known-issues/known-issues'
import { site } from '../site/site'
import type { KnownIssue, KnownIssueProduct } from '../known-issues/types'
import type { FactComponent } from './components'
import { link, list, markdownBlocks, markdownInline, paragraph, sourceList, strong, text } from './mdast'

/** The anchor of an issue on its product's page: its title's heading id (the list page has no other headings). */
export function issueAnchor(issue: KnownIssue): string {
  return new GithubSlugger().slug(toString(paragraph(markdownInline(issue.title))))
}

function affectedPageLabel(route: string): string {
  const label = site().label(route)
  if (label === undefined) throw new Error(`names page ${route}, which does not exist`)
  return label
}

function note(title: string, children: RootContent[]): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Note',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'title', value: title },
      { type: 'mdxJsxAttribute', name: 'variant', value: 'warning' },
    ],
    children: children as BlockContent[],
  }
}

function workaround(issue: KnownIssue): RootContent[] {
  const [first, ...rest] = markdownBlocks(issue.workaround)
  const lead = strong([text('Workaround: ')])
  return first?.type === 'paragraph' ? [paragraph([lead, ...first.children]), ...rest] : [paragraph([lead]), ...(first ? [first] : []), ...rest]
}

/** `<KnownIssue id="…" />`: the issue as a callout on a page it affects, linked to its product's list. */
export const knownIssueCallout: FactComponent = {
  attributes: { id: { required: true, values: () => knownIssues().flatMap((product) => product.issues.map((issue) => issue.id)) } },
  block: ({ id = '' }) => {
    const found = findKnownIssue(id)
    if (!found) throw new Error(`names no known issue "${id}"`)
    const { product, issue } = found
    return [
      note(`Known issue in ${product.release}`, [
        paragraph([strong(markdownInline(issue.title))]),
        ...markdownBlocks(issue.what),
        ...workaround(issue),
        paragraph([link(`${product.route}#${issueAnchor(issue)}`, [text(`Known issues of ${product.release}`)])]),
      ]),
    ]
  },
}

function issueSection(issue: KnownIssue): RootContent[] {
  return [
    { type: 'heading', depth: 2, children: markdownInline(issue.title) },
    ...markdownBlocks(issue.what),
    ...workaround(issue),
    ...(issue.fixedIn ? [paragraph([strong([text('Fixed in: ')]), text(issue.fixedIn)])] : []),
    ...(issue.pages.length > 0
      ? [paragraph([strong([text('Pages it affects:')])]), list(issue.pages.map((route) => [link(route, [text(affectedPageLabel(route))])]))]
      : []),
    sourceList(issue.sources),
  ]
}

/** `<KnownIssues product="csharp-v0" />`: every known issue of a product, one section each. */
export const knownIssueList: FactComponent = {
  attributes: { product: { required: true, values: () => knownIssues().map((product) => product.key) } },
  block: ({ product: key }) => {
    const product = knownIssues().find((candidate) => candidate.key === key) as KnownIssueProduct
    if (product.issues.length === 0) {
      return [paragraph([text(`No known issues are recorded for ${product.release}. If it does something these pages do not describe, tell us on the `), link('/support', [text('support page')]), text('.')])]
    }
    return product.issues.flatMap(issueSection)
  },
}
