import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { missingSurface, writeExamples, type ExampleBatch, type ExampleChecker, type ExampleProblem } from '../harness'
import { DEBIAN_TOOLS, ensureDebianTool } from './debian'

/** An entry point mcs accepts: every example is a whole program a reader can build, never a fragment. */
const MAIN = /\bstatic\s+(?:async\s+)?(?:void|int|Task|Task<int>)\s+Main\s*\(/

/** `file(line,col): error CS0117: message`, as mcs prints it; warnings are not problems. */
const DIAGNOSTIC = /^(.+?\.cs)\((\d+),\d+\): error (CS\d+: .*)$/

function compile(args: string[]): string {
  const result = spawnSync('mcs', args, { encoding: 'utf8' })
  return `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? result.error.message : ''}`
}

function errorsIn(output: string): { file: string; line: number; message: string }[] {
  return output.split('\n').flatMap((line) => {
    const [, file = '', at = '', message = ''] = DIAGNOSTIC.exec(line.trim()) ?? []
    return file ? [{ file, line: Number(at), message }] : []
  })
}

/**
 * The namespace an example is compiled in, alone with its own types: examples repeat class names such as `Program`
 * and namespaces such as `Chat`, and a reader builds each one alone. It opens on a line of its own, so the example's
 * lines move down by one.
 */
const wrapperNamespace = (index: number) => `NitricDocsExample${index}`

/**
 * Compiles C# examples with Debian's Mono compiler (`mcs`) against an assembly built from stubs of the release's
 * public surface. Each example is a program of its own, inside a namespace of its own, and all are compiled in one
 * run: a run costs half a second of start-up, several times the work of compiling an example.
 */
export const csharpChecker: ExampleChecker = {
  tool: 'mcs',
  usesSdk: /\bNitric\.Sdk\b/,
  async check(batch: ExampleBatch, workDir: string): Promise<ExampleProblem[]> {
    const surface = batch.version.surface
    if (!surface) return missingSurface(batch)
    const missing = ensureDebianTool(DEBIAN_TOOLS.csharp)
    if (missing) return [{ page: surface, line: 1, message: missing }]

    mkdirSync(workDir, { recursive: true })
    const stubFolder = path.join(process.cwd(), surface)
    const stubs = readdirSync(stubFolder)
      .filter((file) => file.endsWith('.cs'))
      .map((file) => path.join(stubFolder, file))
    const sdk = path.join(workDir, 'Nitric.Sdk.dll')
    const stubErrors = errorsIn(compile(['-target:library', `-out:${sdk}`, ...stubs]))
    if (stubErrors.length > 0) return stubErrors.map((error) => ({ page: error.file, line: error.line, message: error.message }))

    const complete = batch.examples.filter((example) => MAIN.test(example.code))
    const problems: ExampleProblem[] = batch.examples
      .filter((example) => !MAIN.test(example.code))
      .map((example) => ({ page: example.page, line: example.line + 1, message: 'not a complete program: put the code in a class with a static Main method' }))
    const indexes = new Map(complete.map((example, index) => [example, index]))
    const { files } = writeExamples(complete, workDir, {
      extension: 'cs',
      labelled: /\.cs$/,
      content: (example) => `namespace ${wrapperNamespace(indexes.get(example)!)} {\n${example.code}\n}\n`,
    })
    if (files.size === 0) return problems
    // A library: the examples' Main methods would otherwise compete to be the one entry point.
    const output = compile(['-target:library', `-r:${sdk}`, `-out:${path.join(workDir, 'examples.dll')}`, ...files.keys()])
    const errors = errorsIn(output)
    for (const error of errors) {
      const example = files.get(path.resolve(workDir, error.file))
      // The fence is on example.line and the code starts on the next line, one below the wrapper's opening line.
      if (example) problems.push({ page: example.page, line: example.line + error.line - 1, message: error.message })
      else problems.push({ page: surface, line: 1, message: `mcs: ${error.file}(${error.line}): ${error.message}` })
    }
    if (errors.length === 0 && /Compilation failed/.test(output)) problems.push({ page: surface, line: 1, message: `mcs failed:\n${output.trim()}` })
    return problems
  },
}
