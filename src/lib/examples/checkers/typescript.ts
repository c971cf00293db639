import path from 'node:path'
import ts from 'typescript'
import { missingSurface, writeExamples, type ExampleBatch, type ExampleChecker, type ExampleProblem } from '../harness'

/**
 * Type-checks TypeScript and JavaScript examples with the compiler's strict settings against the release's installed
 * package, each example its own module as a reader would paste it into a file.
 */
export const typescriptChecker: ExampleChecker = {
  tool: 'tsc',
  usesSdk: /from ['"]@nitric\/sdk/,
  check(batch: ExampleBatch, workDir: string): ExampleProblem[] {
    const surface = batch.version.surface
    if (!surface) return missingSurface(batch)
    const root = process.cwd()
    const { files } = writeExamples(batch.examples, workDir, {
      extension: 'ts',
      labelled: /\.(ts|tsx|js|mjs|mts)$/,
      content: (example) => (/\b(import|export) /.test(example.code) ? example.code : `${example.code}\nexport {}\n`),
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
