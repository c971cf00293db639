import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { ContentError } from './errors'

/**
 * The redirect table: addresses readers still arrive at (old layouts of the public site, links in blog posts and in
 * the CLI's messages) that no page of ours names in its own `redirect_from`, because they are families (a pattern) or
 * because the table is where one source's addresses are kept together, with that source named.
 */
export const REDIRECTS_FILE = '_redirects.json'

/** A route, or a Next.js route pattern whose parameters are plain `:name` or `:name*` segments. */
const address = z
  .string()
  .regex(/^\/([\w.-]+|:\w+\*?)(\/([\w.-]+|:\w+\*?))*$/, 'must be a route such as /old/page, or a pattern such as /old/:slug*')

const movedAddressSchema = z.strictObject({
  from: address,
  /** Our page: a route, with the same parameters as `from` when it is a pattern, and optionally a heading's `#id`. */
  to: z.string().regex(/^\/([\w.-]+|:\w+\*?)?(\/([\w.-]+|:\w+\*?))*(#[\w-]+)?$/, 'must be a route such as /new/page or /new/page#heading'),
})

const tableSchema = z.strictObject({
  /** Where the addresses come from: a repository at a commit, or a note. */
  sources: z.record(z.string(), z.string().min(1)),
  redirects: z.array(movedAddressSchema.extend({ source: z.string().min(1) })),
})

export type MovedAddress = z.infer<typeof movedAddressSchema> & { source: string }

export function isPattern(route: string): boolean {
  return route.includes(':')
}

/** The parameters a pattern names, in order: `/a/:x/:y*` has `x` and `y`. */
export function patternParameters(route: string): string[] {
  return [...route.matchAll(/:(\w+)/g)].map((match) => match[1]!)
}

/** The content folder's redirect table, validated; none when the folder has no table. */
export function loadRedirectTable(contentDir: string, contentFolderName: string): MovedAddress[] {
  const absolute = path.join(contentDir, REDIRECTS_FILE)
  if (!existsSync(absolute)) return []
  const file = `${contentFolderName}/${REDIRECTS_FILE}`
  let data: unknown
  try {
    data = JSON.parse(readFileSync(absolute, 'utf8'))
  } catch (error) {
    throw new ContentError(file, 1, 1, `invalid JSON: ${(error as Error).message}`)
  }
  const result = tableSchema.safeParse(data)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new ContentError(file, 1, 1, `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`)
  }
  const { sources, redirects } = result.data
  const seen = new Set<string>()
  for (const entry of redirects) {
    const where = `redirect from ${entry.from}`
    if (!(entry.source in sources)) throw new ContentError(file, 1, 1, `${where}: source '${entry.source}' is not one of: ${Object.keys(sources).join(', ')}`)
    if (seen.has(entry.from)) throw new ContentError(file, 1, 1, `${where}: listed twice`)
    seen.add(entry.from)
    const fromParameters = patternParameters(entry.from).sort()
    const toParameters = patternParameters(entry.to).sort()
    if (fromParameters.join() !== toParameters.join()) {
      throw new ContentError(file, 1, 1, `${where}: names parameters [${fromParameters.join(', ')}] but goes to [${toParameters.join(', ')}]`)
    }
  }
  return redirects
}
