import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { pageTree } from '../../content/page-tree'
import { codeExamples } from '../extract'
import { missingSurface, writeExamples, type ExampleBatch, type ExampleChecker, type ExampleProblem, type PageExample } from '../harness'

/**
 * The decorator settings of the `tsconfig.json` a page shows (a guide's project file), as the reader's compiler would
 * apply them: frameworks such as NestJS are written for TypeScript's experimental decorators, which the compiler
 * rejects unless the project turns them on. Pages without one get the compiler's defaults, and so do examples whose
 * page is not a file (a checker test's).
 */
function pageDecoratorOptions(page: string): ts.CompilerOptions {
  if (!existsSync(page)) return {}
  const tsconfig = codeExamples(pageTree(readFileSync(page, 'utf8'), page).tree).find((example) => example.file === 'tsconfig.json')
  if (!tsconfig) return {}
  const { config, error } = ts.parseConfigFileTextToJson('tsconfig.json', tsconfig.code)
  if (error) throw new Error(`${page}:${tsconfig.line}: tsconfig.json: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`)
  const options = (config as { compilerOptions?: Record<string, unknown> }).compilerOptions ?? {}
  return {
    experimentalDecorators: options.experimentalDecorators === true,
    emitDecoratorMetadata: options.emitDecoratorMetadata === true,
  }
}

/**
 * Type-checks TypeScript and JavaScript examples with the compiler's strict settings against the release's installed
 * package, each example its own module as a reader would paste it into a file. Modules are compiled as the TypeScript
 * starter runs them under `nitric start` (ts-node, CommonJS because neither its tsconfig.json nor its package.json
 * chooses ES modules; moduleResolution node; esModuleInterop), so a top-level `exports` or `require` fails (TS2441).
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
    // One program per distinct set of page settings: pages that choose none share the default program.
    const optionsOfPage = new Map<string, ts.CompilerOptions>()
    const groups = new Map<string, { options: ts.CompilerOptions; files: string[] }>()
    for (const [file, example] of files) {
      const options = optionsOfPage.get(example.page) ?? pageDecoratorOptions(example.page)
      optionsOfPage.set(example.page, options)
      const key = JSON.stringify(options)
      const group = groups.get(key) ?? { options, files: [] }
      group.files.push(file)
      groups.set(key, group)
    }
    return [...groups.values()].flatMap((group) => {
      const program = ts.createProgram(group.files, {
        strict: true,
        // Nothing is emitted (no emit() call), but noEmit would silence TS2441, which ts-node reports.
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.CommonJS,
        moduleResolution: ts.ModuleResolutionKind.Node10,
        esModuleInterop: true,
        skipLibCheck: true,
        // Labelled .tsx files (a Next.js page) use React's automatic JSX runtime, so they need no React import.
        jsx: ts.JsxEmit.ReactJSX,
        types: ['node'],
        typeRoots: [path.join(root, 'node_modules/@types')],
        baseUrl: root,
        paths: { '@nitric/sdk': [surface] },
        ...group.options,
      })
      return ts.getPreEmitDiagnostics(program).map((diagnostic) => problemOf(diagnostic, files, surface))
    })
  },
}

function problemOf(diagnostic: ts.Diagnostic, files: Map<string, PageExample>, surface: string): ExampleProblem {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
  const example = diagnostic.file ? files.get(path.resolve(diagnostic.file.fileName)) : undefined
  if (!example || !diagnostic.file || diagnostic.start === undefined) return { page: surface, line: 1, message }
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
  // The fence is on example.line; the code starts on the next line.
  return { page: example.page, line: example.line + 1 + line, message }
}
