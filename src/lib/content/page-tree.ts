import { createHash } from 'node:crypto'
import GithubSlugger from 'github-slugger'
import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { expandFacts } from '../facts/expand'
import { ContentError, contentError } from './errors'
import { splitHeadingAttributes } from './heading-attributes'
import { parseMdx } from './mdast'

/** An h2 of a page: the sidebar lists these under the page's link. */
export interface PageSection {
  id: string
  title: string
  tag?: string
}

/**
 * A page parsed once: its MDX syntax tree with every heading's id, tag and label settled. Rendering, the sidebar's
 * sections, search records, the Markdown twin and the example checks all read this one tree, so a heading's anchor
 * is the same everywhere by construction.
 */
export interface PageTree {
  tree: Root
  sections: PageSection[]
  /** A hash of the source, to tell whether derived files are still fresh. */
  hash: string
}

export interface HeadingInfo {
  id: string
  text: string
  tag?: string
  label?: string
}

interface HeadingData {
  hProperties?: { id?: string; dataTag?: string; dataLabel?: string }
}

/** The id, text, tag and label settled on a heading of a page tree. */
export function headingInfo(heading: Heading): HeadingInfo {
  const properties = (heading.data as HeadingData | undefined)?.hProperties ?? {}
  return {
    id: properties.id ?? '',
    text: toString(heading).trim(),
    ...(properties.dataTag ? { tag: properties.dataTag } : {}),
    ...(properties.dataLabel ? { label: properties.dataLabel } : {}),
  }
}

export function sourceHash(source: string): string {
  return createHash('sha1').update(source).digest('hex')
}

/**
 * Parses a page, expands its fact components into the Markdown they stand for (src/lib/facts/expand.ts), separates
 * heading attributes (`{{ tag, label }}`) from heading text and gives every heading its id.
 */
export function parsePage(source: string, file: string): PageTree {
  let tree: Root
  try {
    tree = parseMdx(source)
  } catch (error) {
    throw contentError(error, file)
  }
  expandFacts(tree, file)
  const slugger = new GithubSlugger()
  const sections: PageSection[] = []
  visit(tree, 'heading', (heading: Heading) => {
    let split
    try {
      split = splitHeadingAttributes(heading)
    } catch (error) {
      throw new ContentError(file, heading.position?.start.line, heading.position?.start.column, (error as Error).message)
    }
    heading.children = split.children
    const id = slugger.slug(toString(heading).trim())
    const attributes = split.attributes ?? {}
    heading.data = {
      ...heading.data,
      hProperties: {
        ...(heading.data as HeadingData | undefined)?.hProperties,
        id,
        ...(attributes.tag ? { dataTag: attributes.tag } : {}),
        ...(attributes.label ? { dataLabel: attributes.label } : {}),
      },
    }
    if (heading.depth === 2) {
      const { text, tag } = headingInfo(heading)
      sections.push({ id, title: text, ...(tag ? { tag } : {}) })
    }
  })
  return { tree, sections, hash: sourceHash(source) }
}

const cache = new Map<string, PageTree>()

/** A page's tree, parsed once per process for each version of its source. */
export function pageTree(source: string, file: string): PageTree {
  const key = `${file}\u0000${sourceHash(source)}`
  let parsed = cache.get(key)
  if (!parsed) {
    parsed = parsePage(source, file)
    cache.set(key, parsed)
  }
  return parsed
}
