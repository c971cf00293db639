import type { Nodes, Root, RootContent, Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { SKIP, visit } from 'unist-util-visit'
import { DEFAULT_BUILDS, LEGACY_BUILDS } from '@/lib/cli/builds'
import { STARTER_TEMPLATES } from '@/lib/cli/templates'
import { isFact } from '@/lib/facts/expand'

/**
 * Facts that live once as data must not be written out on a page by hand, where they would drift from the data and
 * its sources. These find, in a page's parsed tree, the places a machine can tell: a table of which provider supports
 * what, a build's base image, and a runtime version in a guide's prerequisites. Text that a fact component expanded
 * into is the data itself and is skipped.
 */
export interface StatedFact {
  line: number | undefined
  problem: string
}

/** Visits the tree, skipping what fact components expanded into. */
function written(tree: Root | Nodes, visitor: (node: Nodes) => void) {
  visit(tree, (node: Nodes) => {
    if (isFact(node)) return SKIP
    visitor(node)
    return undefined
  })
}

const PROVIDER_NAME = /\b(AWS|GCP|Google Cloud|Azure)\b/g
const SUPPORT_MARK = /^(?:[✓✔✅✗✘❌—-](?:\s|$)|(?:yes|no|supported|not supported|unsupported|partial|n\/a)\b)/iu

/** A table with providers as columns (or rows) and support marks in its cells. */
export function providerSupportTables(tree: Root): StatedFact[] {
  const found: StatedFact[] = []
  written(tree, (node) => {
    if (node.type !== 'table') return
    const table = node as Table
    const [header, ...rows] = table.children
    const names = (text: string) => new Set([...text.matchAll(PROVIDER_NAME)].map((match) => (match[1] === 'GCP' ? 'Google Cloud' : match[1])))
    const headerProviders = names(header ? header.children.map((cell) => toString(cell)).join(' | ') : '')
    const rowProviders = names(rows.map((row) => toString(row.children[0] ?? { type: 'text', value: '' })).join(' '))
    if (headerProviders.size < 2 && rowProviders.size < 2) return
    const marks = rows.flatMap((row) => row.children.slice(1)).filter((cell) => SUPPORT_MARK.test(toString(cell).trim()))
    if (marks.length === 0) return
    found.push({ line: table.position?.start.line, problem: 'a table of what each provider supports: show it with <ProviderSupport>, whose data names its sources' })
  })
  return found
}

/** The base images the CLI and the templates build on, each a fact of src/lib/cli. */
const BASE_IMAGES = [...new Set([...DEFAULT_BUILDS, ...LEGACY_BUILDS, ...STARTER_TEMPLATES.map((template) => template.build)].map((build) => build.baseImage))]

/** A base image named in prose or inline code (a Dockerfile shown as the reader's own code is theirs to write). */
export function baseImageMentions(tree: Root): StatedFact[] {
  const found: StatedFact[] = []
  written(tree, (node) => {
    if (node.type !== 'text' && node.type !== 'inlineCode') return
    for (const image of BASE_IMAGES) {
      if (node.value.includes(image)) {
        found.push({ line: node.position?.start.line, problem: `names the build image ${image}: show it with <BuildRuntime show="image" …> or <BuildImages>` })
      }
    }
  })
  return found
}

const RUNTIME_VERSION = /\b(Node(?:\.js)?|Python|Dart|Java|\.NET|Deno)\s+v?(\d+(?:\.\d+)*)/g
const RUNTIME_NAMES: Record<string, string> = { Node: 'Node.js', 'Node.js': 'Node.js', Python: 'Python', Dart: 'Dart', Java: 'Java', '.NET': '.NET', Deno: 'Deno' }

function parts(version: string): number[] {
  return version.split('.').map(Number)
}

/** Whether `built` (22.4.1) is at least `stated` (22.12), compared on the parts `stated` gives. */
function atLeast(built: string, stated: string): boolean {
  const [b, s] = [parts(built), parts(stated)]
  for (let index = 0; index < s.length; index++) {
    const difference = (b[index] ?? 0) - (s[index] ?? 0)
    if (difference !== 0) return difference > 0
  }
  return true
}

/**
 * A runtime version in a guide's prerequisites that the deployed build cannot satisfy: the guide asks for Node.js
 * 22.12 while every build of Node.js services runs 22.4.1. The deployed runtime comes from src/lib/cli (shown with
 * `<BuildRuntime>`); a runtime whose images float (`dart:stable`, `golang:alpine`) has no version to hold a page to.
 */
export function prerequisiteVersions(tree: Root): StatedFact[] {
  const builds = [...DEFAULT_BUILDS, ...STARTER_TEMPLATES.map((template) => template.build)]
  const found: StatedFact[] = []
  let inPrerequisites = false
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading' && node.depth === 2) inPrerequisites = toString(node).trim() === 'Prerequisites'
    if (!inPrerequisites || node.type === 'heading') continue
    written(node, (child) => {
      if (child.type !== 'text') return
      for (const [stated, name = '', version = ''] of child.value.matchAll(RUNTIME_VERSION)) {
        const runtime = RUNTIME_NAMES[name]
        const short = builds.filter((build) => build.runtime.name === runtime && /^\d/.test(build.runtime.version) && !atLeast(build.runtime.version, version))
        if (short.length === 0) continue
        const on = [...new Set(short.map((entry) => `${entry.runtime.name} ${entry.runtime.version} (${entry.baseImage})`))].join(', ')
        found.push({
          line: child.position?.start.line,
          problem: `states ${stated} in the prerequisites, but services are built and deployed on ${on} (src/lib/cli/builds.ts, templates.ts): say what the deployed build runs with <BuildRuntime …>, and make the guide work on it`,
        })
      }
    })
  }
  return found
}
