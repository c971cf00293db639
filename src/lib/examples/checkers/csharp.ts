import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { missingSurface, writeExamples, type ExampleBatch, type ExampleChecker, type ExampleProblem, type PageExample } from '../harness'
import { ensureDebianTool } from './debian'

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
 * Compiles C# examples with Debian's Mono compiler (`mcs`) against an assembly built from stubs of the release's
 * public surface. Each example is its own program, compiled on its own: examples repeat class names such as
 * `Program`, and a reader builds each one alone.
 */
export const csharpChecker: ExampleChecker = {
  tool: 'mcs',
  usesSdk: /\bNitric\.Sdk\b/,
  check(batch: ExampleBatch, workDir: string): ExampleProblem[] {
    const surface = batch.version.surface
    if (!surface) return missingSurface(batch)
    const missing = ensureDebianTool('mcs', ['--version'], 'mono-mcs')
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
    const { files } = writeExamples(complete, workDir, {
      extension: 'cs',
      labelled: /\.cs$/,
      content: (example) => `${example.code}\n`,
    })
    for (const [file, example] of files) {
      const output = compile([`-r:${sdk}`, `-out:${file.replace(/\.cs$/, '.exe')}`, file])
      const errors = errorsIn(output)
      // The fence is on example.line; the code starts on the next line.
      problems.push(...errors.map((error) => ({ page: example.page, line: example.line + error.line, message: error.message })))
      if (errors.length === 0 && /Compilation failed/.test(output)) problems.push(unplaced(example, output))
    }
    return problems
  },
}

/** An error mcs gave no line for (a missing reference, say): reported at the fence. */
function unplaced(example: PageExample, output: string): ExampleProblem {
  return { page: example.page, line: example.line, message: `mcs failed:\n${output.trim()}` }
}
