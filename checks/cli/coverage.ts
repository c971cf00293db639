import type { Heading, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { canonicalLanguage } from '@/lib/code/languages'
import { headingInfo } from '@/lib/content/page-tree'
import { CliModel } from './check'
import { nitricInvocations } from './shell'
import type { CliCommand, CliFlag } from '@/lib/cli/types'

/**
 * How the CLI reference page must cover a release: one `## nitric …` section per command holding its synopsis (a
 * `text` fence), the names of its aliases and shortcuts, a `<Property>` per flag (`--name, -x`, its type, and
 * `Default: \`…\`` unless the default is empty) and, for a command that runs, a `bash` example of it. The root's
 * persistent flags sit in one `## Global flags` section instead.
 */

export const GLOBAL_FLAGS_HEADING = 'Global flags'

interface DocumentedFlag {
  name: string
  type: string
  text: string
}

export interface PageSection {
  heading: string
  text: string
  flags: DocumentedFlag[]
  /** Code of the `text` fences. */
  synopses: string[]
  /** Code of the `bash` fences. */
  examples: string[]
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name)
  return found && typeof found.value === 'string' ? found.value : undefined
}

/** The page's `##` sections, by heading text. */
export function pageSections(tree: Root): Map<string, PageSection> {
  const sections = new Map<string, PageSection>()
  let current: RootContent[] | undefined
  const groups: Array<[string, RootContent[]]> = []
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      current = []
      groups.push([headingInfo(node as Heading).text, current])
    } else current?.push(node)
  }
  for (const [heading, nodes] of groups) {
    const section: PageSection = { heading, text: '', flags: [], synopses: [], examples: [] }
    const root: Root = { type: 'root', children: nodes }
    // Prose only: an example that runs `nitric up` does not tell the reader that `up` is a shortcut.
    section.text = toString({ type: 'root', children: nodes.filter((node) => node.type !== 'code') } satisfies Root)
    visit(root, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Property') {
        section.flags.push({ name: attribute(node, 'name') ?? '', type: attribute(node, 'type') ?? '', text: toString(node).replace(/\s+/g, ' ') })
      }
      if (node.type === 'code' && node.lang) {
        const language = canonicalLanguage(node.lang)
        if (language === 'text') section.synopses.push(node.value)
        if (language === 'bash') section.examples.push(node.value)
      }
    })
    sections.set(heading, section)
  }
  return sections
}

export function flagLabel(flag: CliFlag): string {
  return flag.shorthand ? `--${flag.name}, -${flag.shorthand}` : `--${flag.name}`
}

export function synopsisLine(command: CliCommand): string {
  return [command.path, command.synopsis].filter(Boolean).join(' ')
}

function flagProblems(where: string, flags: CliFlag[], documented: DocumentedFlag[]): string[] {
  const problems: string[] = []
  for (const flag of flags.filter((item) => !item.hidden)) {
    const entry = documented.find((item) => item.name === flagLabel(flag))
    if (!entry) {
      problems.push(`${where}: no <Property name="${flagLabel(flag)}">`)
      continue
    }
    if (entry.type !== flag.type) problems.push(`${where}: ${flagLabel(flag)} has type "${entry.type}", the CLI's is "${flag.type}"`)
    if (flag.default !== '' && !entry.text.includes(`Default: ${flag.default}`)) {
      problems.push(`${where}: ${flagLabel(flag)} does not say "Default: ${flag.default}"`)
    }
  }
  for (const entry of documented) {
    if (!flags.some((flag) => flagLabel(flag) === entry.name)) problems.push(`${where}: documents ${entry.name}, which the CLI does not have`)
  }
  return problems
}

/** Every way the page falls short of the release, or documents what the release lacks. */
export function coverageProblems(model: CliModel, sections: Map<string, PageSection>): string[] {
  const problems: string[] = []
  const global = sections.get(GLOBAL_FLAGS_HEADING)
  const globalFlags = model.root.flags.filter((flag) => flag.persistent)
  if (!global) problems.push(`no "## ${GLOBAL_FLAGS_HEADING}" section for ${globalFlags.map(flagLabel).join(', ')}`)
  else problems.push(...flagProblems(`## ${GLOBAL_FLAGS_HEADING}`, globalFlags, global.flags))

  for (const command of model.release.commands) {
    const where = `## ${command.path}`
    const section = sections.get(command.path)
    if (!section) {
      problems.push(`no "${where}" section`)
      continue
    }
    const ownFlags = command.path === 'nitric' ? command.flags.filter((flag) => !flag.persistent) : command.flags
    problems.push(...flagProblems(where, ownFlags, section.flags))
    if (!section.synopses.some((code) => code.split('\n').some((line) => line.trim().startsWith(synopsisLine(command))))) {
      problems.push(`${where}: no \`text\` fence with the synopsis "${synopsisLine(command)}"`)
    }
    const parent = command.path.slice(0, command.path.lastIndexOf(' '))
    // `nitric debug spec` is its own alias (`spec`); only other names need saying.
    const names = [...command.aliases.map((alias) => `${parent} ${alias}`), ...command.shortcuts].filter((name) => name !== command.path)
    for (const name of names) {
      if (!section.text.includes(name)) problems.push(`${where}: does not name its alias \`${name}\``)
    }
    if (command.runnable) {
      const runsIt = section.examples.some((code) =>
        nitricInvocations(code).some((invocation) => {
          const resolved = model.resolve(invocation.argv)
          return resolved.command === command && resolved.problems.length === 0
        }),
      )
      if (!runsIt) problems.push(`${where}: no \`bash\` example that runs it`)
    }
  }

  for (const heading of sections.keys()) {
    if (heading.startsWith('nitric') && !model.command(heading)) problems.push(`## ${heading}: the CLI has no such command`)
  }
  return problems
}
