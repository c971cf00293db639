import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type { ExampleBatch, ExampleChecker, ExampleProblem, PageExample } from '../harness'

/** The folder of one page's examples, so an example can import another shown on the same page ('../resources/orders'). */
function pageFolder(workDir: string, example: PageExample): string {
  return path.join(workDir, example.page.replace(/^content\//, '').replace(/\.mdx$/, '').replaceAll('/', '__'))
}

/**
 * Type-checks TypeScript and JavaScript examples with the compiler's strict settings against the release's installed
 * package, each example its own module as a reader would paste it into a file.
 */
export const typescriptChecker: ExampleChecker = {
  tool: 'tsc',
  usesSdk: /from ['"]@nitric\/sdk/,
  check(batch: ExampleBatch, workDir: string): ExampleProblem[] {
    const surface = batch.version.surface
    if (!surface) return [{ page: 'src/lib/sdks/registry.ts', line: 1, message: `${batch.sdk.key} ${batch.version.version} names no surface to check against` }]
    const root = process.cwd()
    const files = new Map<string, PageExample>()
    const taken = new Map<string, Set<string>>()
    batch.examples.forEach((example, index) => {
      const folder = pageFolder(workDir, example)
      const names = taken.get(folder) ?? new Set<string>()
      const name = example.file && /\.(ts|tsx|js|mjs|mts)$/.test(example.file) && !names.has(example.file) ? example.file : `example-${index}.ts`
      names.add(name)
      taken.set(folder, names)
      const generated = path.join(folder, name)
      mkdirSync(path.dirname(generated), { recursive: true })
      writeFileSync(generated, /\b(import|export) /.test(example.code) ? example.code : `${example.code}\nexport {}\n`)
      files.set(generated, example)
    })
    const program = ts.createProgram([...files.keys()], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: ['node'],
      typeRoots: [path.join(root, 'node_modules/@types')],
      baseUrl: root,
      paths: { '@nitric/sdk': [surface] },
    })
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      const example = diagnostic.file ? files.get(path.resolve(diagnostic.file.fileName)) : undefined
      if (!example || !diagnostic.file || diagnostic.start === undefined) return { page: surface, line: 1, message }
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
      // The fence is on example.line; the code starts on the next line.
      return { page: example.page, line: example.line + 1 + line, message }
    })
  },
}
