import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { ContentError } from './errors'
import { parseFrontmatter, type Frontmatter } from './frontmatter'
import { loadRedirectTable, REDIRECTS_FILE, type MovedAddress } from './redirects'
import { routeForFile } from './routes'

export interface PageEntry {
  route: string
  /** The source file relative to the project root, e.g. `content/apis.mdx`. */
  file: string
  /** The source file's absolute path. */
  path: string
  frontmatter: Frontmatter
}

export interface Content {
  pages: PageEntry[]
  /** Sidebar group files (`_group.json`) by folder relative to the content folder. */
  groups: Map<string, GroupFile>
  /** The redirect table (`content/_redirects.json`). */
  redirects: MovedAddress[]
}

export const CONTENT_DIR = 'content'
export const GROUP_FILE = '_group.json'

const groupSchema = z
  .strictObject({ title: z.string().trim().min(1).optional(), position: z.number().optional() })
  .refine((group) => group.title !== undefined || group.position !== undefined, 'gives neither')

/** A folder's `_group.json`: the title of the folder's sidebar group, its position or both. */
export type GroupFile = z.infer<typeof groupSchema>

function listFiles(contentDir: string, directory = ''): string[] {
  return readdirSync(path.join(contentDir, directory), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = directory ? `${directory}/${entry.name}` : entry.name
      if (entry.isDirectory()) return listFiles(contentDir, relative)
      return entry.name.endsWith('.mdx') || entry.name === GROUP_FILE || relative === REDIRECTS_FILE ? [relative] : []
    })
}

function readGroup(contentDir: string, relative: string): GroupFile {
  const file = `${CONTENT_DIR}/${relative}`
  let data: unknown
  try {
    data = JSON.parse(readFileSync(path.join(contentDir, relative), 'utf8'))
  } catch (error) {
    throw new ContentError(file, 1, 1, `invalid JSON: ${(error as Error).message}`)
  }
  const result = groupSchema.safeParse(data)
  if (!result.success) throw new ContentError(file, 1, 1, `must give a title, a position or both, {"title": string, "position": number}: ${result.error.issues[0]?.message}`)
  return result.data
}

/** Every page and group file of a content folder, validated; two files serving one route is an error. */
export function loadContent(contentDir: string): Content {
  const byRoute = new Map<string, PageEntry>()
  const groups = new Map<string, GroupFile>()
  if (!existsSync(contentDir)) throw new Error(`no content folder at ${contentDir}`)
  for (const relative of listFiles(contentDir)) {
    if (relative === REDIRECTS_FILE) continue
    if (relative.endsWith(GROUP_FILE)) {
      groups.set(path.posix.dirname(relative), readGroup(contentDir, relative))
      continue
    }
    const file = `${CONTENT_DIR}/${relative}`
    const absolute = path.join(contentDir, relative)
    const route = routeForFile(relative)
    const existing = byRoute.get(route)
    if (existing) throw new ContentError(file, 1, 1, `serves ${route}, which ${existing.file} serves already`)
    byRoute.set(route, { route, file, path: absolute, frontmatter: parseFrontmatter(readFileSync(absolute, 'utf8'), file) })
  }
  return { pages: [...byRoute.values()], groups, redirects: loadRedirectTable(contentDir, CONTENT_DIR) }
}

/** The pages of a project's content folder. */
export function loadPages(projectRoot: string): PageEntry[] {
  return loadContent(path.join(projectRoot, CONTENT_DIR)).pages
}

export function readPageSource(page: PageEntry): string {
  return readFileSync(page.path, 'utf8')
}

let cache: { content: Content; fingerprint: string } | undefined

/** The names and modification times of the content files: what changes when a page is added, removed or edited. */
function fingerprint(contentDir: string): string {
  return listFiles(contentDir)
    .map((relative) => `${relative}@${statSync(path.join(contentDir, relative)).mtimeMs}`)
    .join('\n')
}

/**
 * This project's content, read once per process from `content/` (again after each change under `next dev`). Pages
 * are looked up through the site (`site().page`, `exists`, `pages`), which is built once per content.
 */
export function siteContent(): Content {
  const contentDir = path.join(process.cwd(), CONTENT_DIR)
  // Under `next dev` pages change while the server runs; a build reads them once.
  const current = process.env.NODE_ENV === 'development' ? fingerprint(contentDir) : ''
  if (!cache || cache.fingerprint !== current) cache = { content: loadContent(contentDir), fingerprint: current }
  return cache.content
}
