import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { PROVIDER_RELEASE } from '../providers/registry'
import { SDK_REGISTRY, versionRoot, type SdkRegistry } from '../sdks/registry'
import { parseSourceRef, PINNED_SOURCES } from '../sources/pins'
import type { KnownIssue, KnownIssueProduct } from './types'

/** The data files, one per product: `cli.json`, `providers.json`, and `<sdk>-<version>.json` (`csharp-v0.json`). */
export const KNOWN_ISSUES_DIR = path.join('src', 'lib', 'known-issues', 'data')

const markdown = z.string().trim().min(1)
const source = z.string().superRefine((value, context) => {
  try {
    parseSourceRef(value)
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message })
  }
})

const issueSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  title: markdown,
  what: markdown,
  workaround: markdown,
  pages: z.array(z.string().regex(/^\/[\w/-]*$/, 'must be a route such as /reference/cli/stacks')),
  sources: z.array(source).min(1, 'must name where the behaviour is in the source'),
  fixedIn: z.string().optional(),
})

const fileSchema = z.strictObject({ issues: z.array(issueSchema) })

function pinnedRelease(repo: string, ref: string): string {
  return PINNED_SOURCES.find((pin) => pin.repo === repo && pin.ref === ref)?.release ?? `${repo} ${ref}`
}

/**
 * Every product that has a known-issues page: the CLI, the providers, the 0.x runtime the v0 SDKs run on (providers
 * 0.35.0 and CLI 1.33.6, whose issues every v0 SDK shares), and each version of each SDK's reference.
 */
export function knownIssueProducts(registry: SdkRegistry = SDK_REGISTRY): Omit<KnownIssueProduct, 'issues'>[] {
  return [
    { key: 'cli', release: pinnedRelease('nitrictech/cli', 'v1.61.1'), route: '/reference/cli/known-issues', index: '/reference/cli' },
    { key: 'providers', release: `Nitric providers ${PROVIDER_RELEASE}`, route: '/reference/providers/known-issues', index: '/reference/providers' },
    {
      key: 'runtime-v0',
      release: `${pinnedRelease('nitrictech/nitric', 'v0.35.0')} and ${pinnedRelease('nitrictech/cli', 'v1.33.6')}`,
      route: '/reference/providers/known-issues-v0',
      index: '/reference/providers',
    },
    ...registry.flatMap((sdk) =>
      sdk.versions.map(({ version, release }) => ({
        key: `${sdk.key}-${version}`,
        release: `${sdk.package} ${release}`,
        route: `${versionRoot(sdk, version)}/known-issues`,
        index: versionRoot(sdk, version),
      })),
    ),
  ]
}

let loaded: KnownIssueProduct[] | undefined

/** Reads and validates every product's data file; a file for a product that does not exist is an error too. */
export function loadKnownIssues(root = process.cwd(), registry: SdkRegistry = SDK_REGISTRY): KnownIssueProduct[] {
  const products = knownIssueProducts(registry)
  const dir = path.join(root, KNOWN_ISSUES_DIR)
  const strays = readdirSync(dir).filter((file) => !products.some((product) => `${product.key}.json` === file))
  if (strays.length > 0) throw new Error(`${KNOWN_ISSUES_DIR}: ${strays.join(', ')} name no product (${products.map((p) => p.key).join(', ')})`)
  const result = products.map((product) => {
    const file = path.join(KNOWN_ISSUES_DIR, `${product.key}.json`)
    let data: unknown
    try {
      data = JSON.parse(readFileSync(path.join(root, file), 'utf8'))
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`)
    }
    const parsed = fileSchema.safeParse(data)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new Error(`${file}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`)
    }
    return { ...product, issues: parsed.data.issues as KnownIssue[] }
  })
  const ids = result.flatMap((product) => product.issues.map((issue) => issue.id))
  const twice = ids.filter((id, index) => ids.indexOf(id) !== index)
  if (twice.length > 0) throw new Error(`known issues: id ${twice.join(', ')} used twice`)
  return result
}

/** The known issues, read once per process. */
export function knownIssues(): KnownIssueProduct[] {
  loaded ??= loadKnownIssues()
  return loaded
}

export function findKnownIssue(id: string): { product: KnownIssueProduct; issue: KnownIssue } | undefined {
  for (const product of knownIssues()) {
    const issue = product.issues.find((candidate) => candidate.id === id)
    if (issue) return { product, issue }
  }
  return undefined
}
