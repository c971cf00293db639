import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { parseSourceRef } from '@/lib/sources/pins'

/**
 * The review record: for every content page and every file of facts kept as data, who checked it claim by claim
 * against the pinned sources, what they read, what they changed, and a hash of the text they passed. A page whose
 * text no longer matches its last review fails the tests (tests/unit/review-record.test.ts) until someone who did
 * not write the change reviews it again (`npm run review`).
 */

export const REVIEWS_DIR = 'reviews'

/** Files of facts that pages show from data: reviewed like pages, since a change to them changes pages. */
export const FACT_FILES = [
  'src/lib/cli/builds.ts',
  'src/lib/cli/templates.ts',
  'src/lib/cli/commands.ts',
  'src/lib/providers/support.ts',
  'src/lib/providers/failures.ts',
  'src/lib/known-issues/data',
] as const

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-27')

/**
 * A file of this repository, `site:src/lib/mcp/docs-mcp.ts`: the source of a page that documents the site itself
 * (its Markdown, llms files, MCP server), where no Nitric release holds the facts. Brackets are allowed: App Router
 * folders such as `src/app/[[...slug]]` have them.
 */
const SITE_SOURCE = /^site:((?:src|checks|scripts|content)\/[\w./[\]-]+)$/

/** The repository file a `site:` source names, if the source is one. */
export function siteSourceFile(source: string): string | undefined {
  const file = SITE_SOURCE.exec(source)?.[1]
  return file && !file.split('/').includes('..') ? file : undefined
}

const sourceRef = z.string().superRefine((value, context) => {
  if (value.startsWith('site:')) {
    if (!siteSourceFile(value)) context.addIssue({ code: 'custom', message: `source "${value}" must name a file under src/, checks/, scripts/ or content/` })
    return
  }
  try {
    parseSourceRef(value)
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message })
  }
})

export const passSchema = z.strictObject({
  /** Who reviewed: a person or a named review session (`helper:review-dart`). */
  by: z.string().trim().min(1),
  date: day,
  /** Whether this pass changed the file; a pass that did must be followed by one from someone else. */
  edited: z.boolean(),
  /** How many claims were checked. */
  claims: z.number().int().nonnegative(),
  /** The pinned source files read for it. */
  sources: z.array(sourceRef),
  /** What changed and why, or what was confirmed. */
  changes: z.string().trim().min(1),
})

export const entrySchema = z.strictObject({
  /** SHA-256 of the file's text (line endings as LF) as last reviewed. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  passes: z.array(passSchema).min(1),
})

export type ReviewPass = z.infer<typeof passSchema>
export type ReviewEntry = z.infer<typeof entrySchema>
export type ReviewRecord = Map<string, ReviewEntry>

const fileSchema = z.record(z.string(), entrySchema)

export function contentHash(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex')
}

function listFiles(root: string, relative: string, keep: (name: string) => boolean): string[] {
  const absolute = path.join(root, relative)
  if (!existsSync(absolute)) return []
  return readdirSync(absolute, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const child = `${relative}/${entry.name}`
      if (entry.isDirectory()) return listFiles(root, child, keep)
      return keep(entry.name) ? [child] : []
    })
}

/** Every file the record must cover: each content page, and each file of facts (a folder stands for its files). */
export function reviewedFiles(root = process.cwd()): string[] {
  const pages = listFiles(root, 'content', (name) => name.endsWith('.mdx'))
  const facts = FACT_FILES.flatMap((file) => (file.endsWith('.ts') ? [file] : listFiles(root, file, (name) => name.endsWith('.json'))))
  return [...pages, ...facts]
}

/** The record file that holds a file's entry: one per section, so parallel reviews touch different files. */
export function recordFileFor(file: string): string {
  const parts = file.split('/')
  if (parts[0] !== 'content') return 'facts.json'
  if ((parts[1] === 'reference' || parts[1] === 'guides') && parts.length > 3) return `${parts[1]}-${parts[2]}.json`
  if (parts.length > 2) return `${parts[1]}.json`
  return 'pages.json'
}

/** Reads every record file; a file named twice, or an entry that does not validate, is an error naming it. */
export function loadReviewRecord(root = process.cwd()): ReviewRecord {
  const record: ReviewRecord = new Map()
  const dir = path.join(root, REVIEWS_DIR)
  if (!existsSync(dir)) return record
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) {
    const where = `${REVIEWS_DIR}/${name}`
    const parsed = fileSchema.safeParse(JSON.parse(readFileSync(path.join(dir, name), 'utf8')))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new Error(`${where}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`)
    }
    for (const [file, entry] of Object.entries(parsed.data)) {
      if (record.has(file)) throw new Error(`${where}: ${file} is recorded in two files`)
      if (recordFileFor(file) !== name) throw new Error(`${where}: ${file} belongs in ${REVIEWS_DIR}/${recordFileFor(file)}`)
      record.set(file, entry)
    }
  }
  return record
}

/** What is wrong with one file's entry, given its current text; empty when its last review stands. */
export function entryProblems(file: string, entry: ReviewEntry | undefined, text: string): string[] {
  if (!entry) return [`${file}: never reviewed`]
  const problems: string[] = []
  if (entry.sha256 !== contentHash(text)) problems.push(`${file}: changed since its last review (${entry.passes.at(-1)?.date})`)
  const last = entry.passes.at(-1) as ReviewPass
  const lastEdit = entry.passes.findLast((pass) => pass.edited)
  if (last.edited) problems.push(`${file}: the last pass (${last.by}) changed it; someone else must review the change`)
  else if (lastEdit && lastEdit.by === last.by) problems.push(`${file}: ${last.by} reviewed their own change; someone else must`)
  if (last.sources.length === 0) problems.push(`${file}: the last pass names no source it was checked against`)
  for (const source of last.sources) {
    const own = siteSourceFile(source)
    if (own && !existsSync(own)) problems.push(`${file}: the last pass names ${source}, which does not exist`)
  }
  return problems
}

/** Every problem with the record against the files it must cover. */
export function recordProblems(record: ReviewRecord, files: readonly string[], read: (file: string) => string): string[] {
  const wanted = new Set(files)
  const problems = files.flatMap((file) => entryProblems(file, record.get(file), read(file)))
  for (const file of record.keys()) if (!wanted.has(file)) problems.push(`${file}: recorded, but no such page or fact file`)
  return problems
}
