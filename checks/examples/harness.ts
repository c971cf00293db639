import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import type { SdkEntry, SdkVersion } from '@/lib/sdks/registry'
import type { Site } from '@/lib/site/site'
import { checkedRelease } from '@/lib/code/checked-release'
import { codeExamples, type CodeExample } from './extract'

export interface PageExample extends CodeExample {
  /** The MDX file the example is in, for errors at `file:line`. */
  page: string
  route: string
}

/** The examples to check against one SDK release. */
export interface ExampleBatch {
  sdk: SdkEntry
  version: SdkVersion
  examples: PageExample[]
}

export interface ExampleProblem {
  /** The MDX file and line the reader sees the offending code at. */
  page: string
  line: number
  message: string
}

/**
 * A compiler or type checker for one SDK's examples. It gets every example of a release at once, writes them where
 * its tool can read them (under `workDir`), and reports problems at the MDX file and line.
 */
export interface ExampleChecker {
  /** What it checks with, for the test's name: `tsc`, `pyright`, `go build`. */
  tool: string
  /** Code that uses the SDK: a fence marked as another tool's must not, or it would escape the check. */
  usesSdk: RegExp
  check(batch: ExampleBatch, workDir: string): ExampleProblem[] | Promise<ExampleProblem[]>
}

export interface CollectedExamples {
  batches: ExampleBatch[]
  /** Examples exempt from the check: another tool's code, or an API newer than the release checked. */
  exempt: PageExample[]
}

function batchKey(sdk: SdkEntry, version: SdkVersion): string {
  return `${sdk.key}@${version.version}`
}

/**
 * Every code example of the site that belongs to an SDK, grouped by the release it is checked against: a reference
 * page's own SDK version, otherwise the latest release of the SDK that owns the fence's language. Fences in other
 * languages (shell, YAML…) belong to none.
 */
export function collectExamples(site: Site, treeOf: (route: string) => Root): CollectedExamples {
  const batches = new Map<string, ExampleBatch>()
  const exempt: PageExample[] = []
  for (const page of site.pages) {
    for (const example of codeExamples(treeOf(page.route), site.registry)) {
      const located: PageExample = { ...example, page: page.file, route: page.route }
      const target = checkedRelease(site, page.route, example)
      if (!target) {
        if (example.tool !== undefined || example.untested !== undefined) exempt.push(located)
        continue
      }
      const key = batchKey(target.sdk, target.version)
      const batch = batches.get(key) ?? { sdk: target.sdk, version: target.version, examples: [] }
      batch.examples.push(located)
      batches.set(key, batch)
    }
  }
  return { batches: [...batches.values()], exempt }
}

export function formatProblem(problem: ExampleProblem): string {
  return `${problem.page}:${problem.line}: ${problem.message}`
}

/** The folder of one page's examples (relative): each page's examples live together, apart from other pages'. */
export function pageFolder(page: string): string {
  return page.replace(/^content\//, '').replace(/\.mdx$/, '').replaceAll('/', '__')
}

/** The problem to report for a release the registry names no surface for: nothing to check against. */
export function missingSurface(batch: ExampleBatch): ExampleProblem[] {
  return batch.version.surface ? [] : [{ page: 'src/lib/sdks/registry.ts', line: 1, message: `${batch.sdk.key} ${batch.version.version} names no surface to check against` }]
}

/** Where an earlier version of a file a page shows again goes: beside it, so its relative imports still resolve. */
export function earlierVersionName(file: string, version: number): string {
  const extension = path.extname(file)
  return `${file.slice(0, file.length - extension.length)}.step-${version}${extension}`
}

/**
 * Files a tool generates in the reader's project (Prisma's client, say), which a page imports but cannot show: stubs
 * of them live in `{GENERATED_STUBS}/{pageFolder}/`, laid out as in the reader's project.
 */
export const GENERATED_STUBS = 'tests/sdk-stubs/generated'

/**
 * Writes each example as its own file in its page's folder under `workDir`, as a reader would save it: at its labelled
 * path when that is a file of the checker's language (so examples on one page can import each other), otherwise as
 * `example-N.{extension}`, which no module imports. A guide shows a file again when a step changes it: the last
 * version takes the path, so the project is checked in its final state, and each earlier one is checked beside it.
 * A page's generated-file stubs (`generatedStubs`, by default {@link GENERATED_STUBS} in the project) are copied into
 * its folder first, so the page's own files win. Returns the files by absolute path, and the page folders.
 */
export function writeExamples(
  examples: readonly PageExample[],
  workDir: string,
  options: { extension: string; labelled: RegExp; content: (example: PageExample) => string; generatedStubs?: string },
): { files: Map<string, PageExample>; folders: string[] } {
  const files = new Map<string, PageExample>()
  const folders = new Set<string>()
  const labelled = (example: PageExample) => (example.file && options.labelled.test(example.file) ? example.file : undefined)
  const versions = new Map<string, number>()
  for (const example of examples) {
    const file = labelled(example)
    if (file) versions.set(`${example.page}\0${file}`, (versions.get(`${example.page}\0${file}`) ?? 0) + 1)
  }
  const seen = new Map<string, number>()
  const stubs = options.generatedStubs ?? path.join(process.cwd(), GENERATED_STUBS)
  examples.forEach((example, index) => {
    const folder = path.join(workDir, pageFolder(example.page))
    if (!folders.has(folder) && existsSync(path.join(stubs, pageFolder(example.page)))) {
      cpSync(path.join(stubs, pageFolder(example.page)), folder, { recursive: true })
    }
    folders.add(folder)
    const label = labelled(example)
    let name = `example-${index}.${options.extension}`
    if (label) {
      const key = `${example.page}\0${label}`
      const version = (seen.get(key) ?? 0) + 1
      seen.set(key, version)
      name = version === versions.get(key) ? label : earlierVersionName(label, version)
    }
    const file = path.join(folder, name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, options.content(example))
    files.set(file, example)
  })
  return { files, folders: [...folders] }
}
