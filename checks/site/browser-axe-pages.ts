import { execFileSync } from 'node:child_process'
import type { Nodes } from 'mdast'
import { visit } from 'unist-util-visit'
import { parseCodeMeta } from '@/lib/content/code-meta'
import { parseFrontmatter } from '@/lib/content/frontmatter'
import { headingInfo, pageTree } from '@/lib/content/page-tree'
import { routeForFile } from '@/lib/content/routes'
import type { RouteData } from '@/lib/site/site'

/**
 * The pages the browser runs every axe rule on (in dark, the colour rules), wide and narrow: between them they show
 * every page template and every component and option that content uses (a unit test holds them to that), so what only
 * a real browser can judge (contrast, target sizes, scrolling regions) is judged once for each. The built-site test runs the
 * other rules on every page.
 */
export const BROWSER_AXE_PAGES: ReadonlyArray<{ route: string; shows: string }> = [
  { route: '/', shows: 'the home page: main menu, Resources cards with navigation icons' },
  { route: '/concepts/introduction', shows: 'a concept page: numbered lists, tables, Note' },
  { route: '/concepts/comparison/winglang', shows: "a comparison page: another tool's fences (tool=), emphasis" },
  { route: '/concepts/build-with-nitric', shows: 'Resources cards with icons, untested and titled fences' },
  { route: '/getting-started/installation', shows: 'OSTabs' },
  { route: '/apis', shows: 'a building block: CodeGroups with title and tag, Properties with nested accepted values' },
  { route: '/batch', shows: 'a building block: CodeGroup with a file name (label)' },
  { route: '/reference/nodejs/api/api-get', shows: 'a Node.js v1 reference page: version selector, Properties' },
  { route: '/reference/nodejs/batch/job', shows: 'a reference page for an API newer than the checked release (introduced_in)' },
  { route: '/reference/nodejs/v0/api/api-get', shows: 'a Node.js v0 reference page: the older-version notice' },
  { route: '/reference/python/schedule/schedule', shows: 'a reference of an SDK with one version (no selector), with old routes (redirect_from)' },
  { route: '/reference/go/api/api', shows: 'a reference of an experimental SDK: the experimental notice' },
  { route: '/reference/csharp/v0/api/api-get', shows: 'a reference of a legacy SDK: the legacy notice' },
  { route: '/guides', shows: 'the guides index: language and topic filters (radio groups), guide cards' },
  { route: '/guides/deploying', shows: "a guide area's landing page: its guides as cards (GuideCards)" },
  { route: '/guides/nodejs/nitric-and-drizzle', shows: 'a guide: the details line (languages, topics, reading time, last checked), numbered steps, a Note, file-labelled fences' },
  { route: '/reference/cli', shows: 'the CLI reference: a table of facts from data with its Sources disclosure (SourceList)' },
  { route: '/reference/providers/aws/configuration', shows: 'a provider configuration page: h3 keys with a type tag and path label' },
]

/** The address of the not-found page in the browser tests: any unknown path. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist'

/** Node types that every page has or that render as nothing of their own. */
const PLAIN_NODES = new Set(['root', 'text', 'paragraph', 'listItem', 'tableRow', 'tableCell', 'yaml', 'mdxTextExpression', 'mdxjsEsm'])

function nodeFeatures(node: Nodes): string[] {
  switch (node.type) {
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      if (!node.name) return ['<> fragment']
      return [`<${node.name}>`, ...node.attributes.flatMap((attribute) => (attribute.type === 'mdxJsxAttribute' ? [`<${node.name} ${attribute.name}>`] : []))]
    case 'code':
      return ['code fence', ...Object.keys(parseCodeMeta(node.meta)).map((option) => `code fence ${option}=`)]
    case 'heading': {
      const { tag, label } = headingInfo(node)
      return [`h${node.depth}`, ...(tag ? [`h${node.depth} tag`] : []), ...(label ? [`h${node.depth} label`] : [])]
    }
    case 'list':
      return [node.ordered ? 'numbered list' : 'list']
    default:
      return PLAIN_NODES.has(node.type) ? [] : [node.type]
  }
}

/**
 * What a page shows that could look or read differently to assistive technology: its components and their
 * attributes, code fence options, heading levels and tags, Markdown elements, frontmatter fields, sidebar kind,
 * version selector and notices.
 */
export function pageFeatures(route: Pick<RouteData, 'route' | 'sidebar' | 'versions' | 'notice'>, source: string, file: string): Set<string> {
  const features = new Set<string>()
  visit(pageTree(source, file).tree, (node: Nodes) => {
    for (const feature of nodeFeatures(node)) features.add(feature)
  })
  for (const field of Object.keys(parseFrontmatter(source, file))) features.add(`frontmatter ${field}`)
  if (route.route === '/') features.add('home page')
  features.add(`sidebar: ${route.sidebar.mode}`)
  if (route.versions.length > 0) features.add('version selector')
  if (route.notice) features.add(`notice: ${route.notice}`)
  return features
}

/** Each feature some page has that none of the chosen pages has, with the pages that have it. */
export function uncoveredFeatures(features: ReadonlyMap<string, ReadonlySet<string>>, chosen: Iterable<string>): Map<string, string[]> {
  const covered = new Set([...chosen].flatMap((route) => [...(features.get(route) ?? [])]))
  const missing = new Map<string, string[]>()
  for (const [route, own] of features) {
    for (const feature of own) if (!covered.has(feature)) missing.set(feature, [...(missing.get(feature) ?? []), route])
  }
  return missing
}

/** The routes of the changed files that are content pages (deleted pages have none). */
export function routesOfChangedFiles(files: readonly string[], routes: ReadonlySet<string>): string[] {
  const changed = files.filter((file) => file.startsWith('content/') && file.endsWith('.mdx')).map((file) => routeForFile(file.slice('content/'.length)))
  return [...new Set(changed)].filter((route) => routes.has(route)).sort()
}

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
}

/**
 * The files under content/ that differ from where this branch left `main` (or `origin/main`, in a clone without a
 * local main), or from where it left `since` when given: committed, staged, unstaged and untracked. Undefined when git
 * knows none of them.
 */
export function contentChangedSinceMain(cwd: string = process.cwd(), since?: string): { base: string; files: string[] } | undefined {
  for (const branch of since ? [since] : ['main', 'origin/main']) {
    let base: string
    try {
      base = git(['merge-base', 'HEAD', branch], cwd).trim()
    } catch {
      continue
    }
    const changed = git(['diff', '--name-only', '--no-renames', base, '--', 'content'], cwd)
    const untracked = git(['ls-files', '--others', '--exclude-standard', '--', 'content'], cwd)
    return { base: branch, files: `${changed}\n${untracked}`.split('\n').filter(Boolean) }
  }
  return undefined
}
