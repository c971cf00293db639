import type { SdkEntry, SdkVersion } from '../sdks/registry'
import type { Site } from '../site/site'
import { codeExamples, type CodeExample } from './extract'
import type { Root } from 'mdast'

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
    for (const example of codeExamples(treeOf(page.route))) {
      const located: PageExample = { ...example, page: page.file, route: page.route }
      if (example.tool !== undefined || example.untested !== undefined) {
        exempt.push(located)
        continue
      }
      const target = site.exampleTarget(page.route, example.language)
      if (!target) continue
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
