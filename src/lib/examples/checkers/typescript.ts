import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { pageTree } from '../../content/page-tree'
import { codeExamples } from '../extract'
import { missingSurface, writeExamples, type ExampleBatch, type ExampleChecker, type ExampleProblem, type PageExample } from '../harness'

/** The compiler settings a `tsconfig.json` the page shows may change for the examples it applies to. */
const FOLDER_SETTINGS = ['target', 'lib', 'module', 'moduleResolution', 'jsx'] as const

interface PageSettings {
  /**
   * The decorator settings of the page's root `tsconfig.json` (a guide's project file), as the reader's compiler would
   * apply them: frameworks such as NestJS are written for TypeScript's experimental decorators, which the compiler
   * rejects unless the project turns them on.
   */
  decorators: ts.CompilerOptions
  /**
   * A `tsconfig.json` the page shows inside a folder (`web/tsconfig.json` for a front end that Vite builds): the files
   * under that folder are a project of their own, compiled with its target, lib, module, moduleResolution and jsx
   * instead of as a Nitric service is run.
   */
  folders: Array<{ folder: string; options: ts.CompilerOptions }>
}

/**
 * Pages without a `tsconfig.json` get the compiler's defaults, and so do examples whose page is not a file (a checker
 * test's). A step that changes a `tsconfig.json` shows it again; the last version is the reader's.
 */
function pageSettings(page: string): PageSettings {
  const settings: PageSettings = { decorators: {}, folders: [] }
  if (!existsSync(page)) return settings
  const folders = new Map<string, ts.CompilerOptions>()
  for (const example of codeExamples(pageTree(readFileSync(page, 'utf8'), page).tree)) {
    if (example.file !== 'tsconfig.json' && !example.file?.endsWith('/tsconfig.json')) continue
    const { config, error } = ts.parseConfigFileTextToJson(example.file, example.code)
    if (error) throw new Error(`${page}:${example.line}: ${example.file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`)
    const options = (config as { compilerOptions?: Record<string, unknown> }).compilerOptions ?? {}
    if (example.file === 'tsconfig.json') {
      settings.decorators = { experimentalDecorators: options.experimentalDecorators === true, emitDecoratorMetadata: options.emitDecoratorMetadata === true }
      continue
    }
    const chosen = Object.fromEntries(FOLDER_SETTINGS.filter((key) => key in options).map((key) => [key, options[key]]))
    const converted = ts.convertCompilerOptionsFromJson(chosen, path.dirname(page))
    if (converted.errors.length > 0) {
      throw new Error(`${page}:${example.line}: ${example.file}: ${converted.errors.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, '\n')).join('; ')}`)
    }
    folders.set(example.file.slice(0, -'tsconfig.json'.length), converted.options)
  }
  // Longest folder first: a file belongs to the nearest tsconfig.json above it, as in the reader's editor and compiler.
  settings.folders = [...folders].map(([folder, options]) => ({ folder, options })).sort((a, b) => b.folder.length - a.folder.length)
  return settings
}

/**
 * The settings an example is compiled with: those of the folder project it belongs to, which does not inherit the root
 * project's, or else its page's decorator settings.
 */
function exampleOptions(settings: PageSettings, example: PageExample): ts.CompilerOptions {
  return settings.folders.find((entry) => example.file?.startsWith(entry.folder))?.options ?? settings.decorators
}

/**
 * Type-checks TypeScript and JavaScript examples with the compiler's strict settings against the release's installed
 * package, each example its own module as a reader would paste it into a file. Modules are compiled as the TypeScript
 * starter runs them under `nitric start` (ts-node, CommonJS because neither its tsconfig.json nor its package.json
 * chooses ES modules; moduleResolution node; esModuleInterop), so a top-level `exports` or `require` fails (TS2441).
 * A page's `tsconfig.json` changes that where the reader's would: decorators, and a folder with a project of its own.
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
    const settingsOfPage = new Map<string, PageSettings>()
    const groups = new Map<string, { options: ts.CompilerOptions; files: string[] }>()
    for (const [file, example] of files) {
      const settings = settingsOfPage.get(example.page) ?? pageSettings(example.page)
      settingsOfPage.set(example.page, settings)
      const options = exampleOptions(settings, example)
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
