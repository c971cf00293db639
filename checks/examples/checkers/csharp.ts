import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { missingSurface, writeExamples, type ExampleBatch, type ExampleChecker, type ExampleProblem, type PageExample } from '../harness'
import { DEBIAN_TOOLS, ensureDebianTool } from './debian'

/** An entry point mcs accepts: every example is a whole program a reader can build, never a fragment. */
const MAIN = /\bstatic\s+(?:async\s+)?(?:void|int|Task|Task<int>)\s+Main\s*\(/

/** `file(line,col): error CS0117: message`, as mcs prints it; warnings are not problems. */
const DIAGNOSTIC = /^(.+?\.cs)\((\d+),\d+\): error (CS\d+: .*)$/

function compile(args: string[]): string {
  const result = spawnSync('mcs', args, { encoding: 'utf8' })
  return `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? result.error.message : ''}`
}

function compileAsync(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn('mcs', args)
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', (error) => resolve(`${output}${error.message}`))
    child.on('close', () => resolve(output))
  })
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the items' order in the results. */
async function inPool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
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
    const { files } = writeExamples(complete, workDir, {
      extension: 'cs',
      labelled: /\.cs$/,
      content: (example) => `${example.code}\n`,
    })
    // mcs compiles one program per run and each run is short, so several run side by side.
    const outputs = await inPool([...files.keys()], availableParallelism(), (file) => compileAsync([`-r:${sdk}`, `-out:${file.replace(/\.cs$/, '.exe')}`, file]))
    for (const [index, [, example]] of [...files].entries()) {
      const output = outputs[index] ?? ''
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
