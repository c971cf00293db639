import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ContentError } from './errors'
import { parseFrontmatter, type Frontmatter } from './frontmatter'
import { routeForFile } from './routes'

export interface PageEntry {
  route: string
  /** The source file relative to the project root, e.g. `content/apis.mdx`. */
  file: string
  frontmatter: Frontmatter
}

export const CONTENT_DIR = 'content'

function listMdxFiles(root: string, directory = ''): string[] {
  return readdirSync(path.join(root, 'content', directory), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = directory ? `${directory}/${entry.name}` : entry.name
      if (entry.isDirectory()) return listMdxFiles(root, relative)
      return entry.name.endsWith('.mdx') ? [relative] : []
    })
}

/** Every page in a content folder, validated; two files serving one route is an error. */
export function loadPages(projectRoot: string): PageEntry[] {
  const byRoute = new Map<string, PageEntry>()
  for (const relative of listMdxFiles(projectRoot)) {
    const file = `${CONTENT_DIR}/${relative}`
    const source = readFileSync(path.join(projectRoot, 'content', relative), 'utf8')
    const route = routeForFile(relative)
    const existing = byRoute.get(route)
    if (existing) throw new ContentError(file, 1, 1, `serves ${route}, which ${existing.file} serves already`)
    byRoute.set(route, { route, file, frontmatter: parseFrontmatter(source, file) })
  }
  return [...byRoute.values()]
}

let cache: { pages: PageEntry[]; byRoute: Map<string, PageEntry> } | undefined

function site() {
  if (!cache) {
    const pages = loadPages(process.cwd())
    cache = { pages, byRoute: new Map(pages.map((page) => [page.route, page])) }
  }
  return cache
}

/** The site's pages, read once per process from `content/`. */
export function allPages(): PageEntry[] {
  return site().pages
}

export function findPage(route: string): PageEntry | undefined {
  return site().byRoute.get(route)
}

export function pageExists(route: string): boolean {
  return site().byRoute.has(route)
}

export function readPageSource(page: PageEntry): string {
  return readFileSync(path.join(process.cwd(), 'content', page.file.slice(CONTENT_DIR.length + 1)), 'utf8')
}
