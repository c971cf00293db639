import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { missingSurface, writeExamples, type ExampleBatch, type ExampleChecker, type ExampleProblem } from '../harness'

/** Stubs of the third-party packages examples import besides the SDK (database drivers…), shared by every release. */
const THIRD_PARTY_STUBS = 'tests/sdk-stubs/python/third-party'

interface PyrightDiagnostic {
  file?: string
  severity: 'error' | 'warning' | 'information'
  message: string
  rule?: string
  range?: { start: { line: number } }
}

/**
 * Type-checks Python examples with pyright against stubs of the release's public surface, each example its own
 * module as a reader would save it.
 */
export const pythonChecker: ExampleChecker = {
  tool: 'pyright',
  usesSdk: /^\s*(from\s+nitric[.\s]|import\s+nitric\b)/m,
  check(batch: ExampleBatch, workDir: string): ExampleProblem[] {
    const surface = batch.version.surface
    if (!surface) return missingSurface(batch)
    const root = process.cwd()
    // Unlabelled examples get names no module can import, so only labelled files import each other; each page folder
    // is a root of its own (`from common.resources import …`).
    const { files, folders } = writeExamples(batch.examples, workDir, {
      extension: 'py',
      labelled: /\.py$/,
      content: (example) => (example.code.endsWith('\n') ? example.code : `${example.code}\n`),
    })
    // An empty environment of our own, so the host's installed packages can neither satisfy nor shadow an import.
    mkdirSync(path.join(workDir, 'env/lib/python3.11/site-packages'), { recursive: true })
    const config = path.join(workDir, 'pyrightconfig.json')
    writeFileSync(
      config,
      JSON.stringify(
        {
          include: folders.map((folder) => path.relative(workDir, folder)),
          // Each page is its own root: its labelled files import each other by their paths, never another page's.
          executionEnvironments: folders.map((folder) => ({ root: path.relative(workDir, folder) })),
          // Extra paths rather than stubPath: pyright counts a stub package found there as installed, while a stubPath
          // stub raises reportMissingModuleSource, which stays an error for packages only pyright's typeshed knows.
          extraPaths: [path.join(root, surface), path.join(root, THIRD_PARTY_STUBS)],
          venvPath: workDir,
          venv: 'env',
          pythonVersion: '3.11',
          pythonPlatform: 'Linux',
          typeCheckingMode: 'standard',
          reportMissingImports: 'error',
          reportMissingModuleSource: 'error',
          reportAttributeAccessIssue: 'error',
          reportCallIssue: 'error',
          reportArgumentType: 'error',
        },
        null,
        2,
      ),
    )
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/pyright/index.js'), '--outputjson', '-p', config], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    let diagnostics: PyrightDiagnostic[]
    try {
      diagnostics = (JSON.parse(run.stdout) as { generalDiagnostics: PyrightDiagnostic[] }).generalDiagnostics
    } catch {
      return [{ page: surface, line: 1, message: `pyright did not run: ${run.error?.message ?? run.stderr ?? run.stdout}` }]
    }
    return diagnostics
      .filter((diagnostic) => diagnostic.severity !== 'information')
      .map((diagnostic) => {
        const message = `${diagnostic.message}${diagnostic.rule ? ` (${diagnostic.rule})` : ''}`
        const example = diagnostic.file ? files.get(path.resolve(diagnostic.file)) : undefined
        if (!example || !diagnostic.range) return { page: diagnostic.file ?? surface, line: 1, message }
        // The fence is on example.line; the code starts on the next line.
        return { page: example.page, line: example.line + 1 + diagnostic.range.start.line, message }
      })
      .sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line)
  },
}
