import matter from 'gray-matter'
import { z } from 'zod'
import { ContentError } from './errors'
import { TOPIC_KEYS } from './guide-topics'

/** YAML reads an unquoted 2026-11-23 as a date; either way the field is a calendar day, kept as `YYYY-MM-DD`. */
const calendarDay = z.union([
  z.date().transform((date) => date.toISOString().slice(0, 10)),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-23'),
])

export const frontmatterSchema = z.strictObject({
  title: z.string().trim().min(1, 'must not be empty'),
  description: z.string().trim().min(1, 'must not be empty').optional(),
  /** Replaces the title in the browser tab and search results. */
  title_meta: z.string().trim().min(1, 'must not be empty').optional(),
  /** Hides the 'Edit on GitHub' link. */
  disable_edit: z.boolean().optional(),
  /**
   * On library reference pages: the SDK functions and methods the page documents, as `name` or `Class.method`, or
   * for Go, whose functions live in packages, `pkg.Func` and `pkg.Type.Method`.
   */
  symbols: z.array(z.string().regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,2}$/, 'must be name, Class.method or pkg.Type.method')).optional(),
  /** On library reference pages: the SDK release that introduced what the page documents, when newer than the one checked. */
  introduced_in: z.string().regex(/^\d+\.\d+\.\d+$/, 'must be a version such as 1.3.0').optional(),
  /**
   * The link text in a sidebar derived from the content folders (library references, guides) when it is not the
   * default: the title, less the '<SDK> - ' a library reference page's title starts with (`pageLabel`).
   */
  sidebar_label: z.string().trim().min(1, 'must not be empty').optional(),
  /** The place in such a sidebar's group, lowest first; pages without one follow. */
  sidebar_position: z.number().int().nonnegative().optional(),
  /**
   * Lists the page in another group of such a sidebar: a group of REFERENCE_GROUPS (the Go reference's 'Resources'
   * group of constructors, for one) or a folder beside the page's own that holds only a `_group.json`.
   */
  sidebar_group: z.string().regex(/^[a-z0-9-]+$/, 'must be a folder name such as resources').optional(),
  /** On guides: the SDKs (registry keys) whose code the guide is written in; empty for a language-neutral guide. */
  languages: z.array(z.string().regex(/^[a-z0-9-]+$/, 'must be SDK keys such as nodejs')).optional(),
  /** On guides: what the guide is about, from src/lib/content/guide-topics.ts. */
  topics: z.array(z.enum(TOPIC_KEYS)).min(1, 'must name at least one topic').optional(),
  /** On guides: minutes to read and follow it. */
  reading_time: z.number().int().min(1).max(120).optional(),
  /** On guides: the day the guide was last checked against the releases it names. */
  last_checked: calendarDay.optional(),
  /** Old routes of this page, answered with a permanent redirect. */
  redirect_from: z.array(z.string().regex(/^\/[\w./-]*[\w-]$/, 'must be a route such as /old/page')).optional(),
})

export type Frontmatter = z.infer<typeof frontmatterSchema>

function lineOfField(source: string, field: string | undefined): number {
  if (field === undefined) return 1
  const index = source.split('\n').findIndex((line) => line.startsWith(`${field}:`))
  return index === -1 ? 1 : index + 1
}

/** Reads and validates the frontmatter of an MDX file; `file` names it in errors. */
export function parseFrontmatter(source: string, file: string): Frontmatter {
  if (!source.startsWith('---')) throw new ContentError(file, 1, 1, 'missing frontmatter (a --- block with a title)')
  let data: unknown
  try {
    data = matter(source).data
  } catch (error) {
    const mark = (error as { mark?: { line?: number; column?: number } }).mark
    const reason = (error as { reason?: string }).reason ?? String(error)
    // js-yaml counts lines from the line after the opening ---, starting at 0.
    throw new ContentError(file, (mark?.line ?? 0) + 2, (mark?.column ?? 0) + 1, `invalid frontmatter: ${reason}`)
  }
  const result = frontmatterSchema.safeParse(data ?? {})
  if (!result.success) {
    const issue = result.error.issues[0]
    const field = issue?.path[0] === undefined ? (issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined) : String(issue.path[0])
    throw new ContentError(file, lineOfField(source, field), 1, `frontmatter ${field ? `"${field}"` : ''}: ${issue?.message ?? 'invalid'}`)
  }
  return result.data
}
