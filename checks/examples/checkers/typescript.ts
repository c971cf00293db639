import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { pageTree } from '@/lib/content/page-tree'
import { codeExamples } from '../extract'
import { missingSurface, writeExamples, type ExampleBatch, type ExampleChecker, type ExampleProblem, type PageExample } from '../harness'

/** The compiler settings a `tsconfig.json` the page shows inside a folder may change for the files under it. */
const FOLDER_SETTINGS = ['target', 'lib', 'module', 'moduleResolution', 'jsx'] as const

/** What a page's own project files change in the check. */
interface PageSettings {
  options: ts.CompilerOptions
  /** Declaration files the program includes besides the examples (Deno's globals). */
  roots: string[]
  /**
   * A Deno project: Node.js's globals stay out, as `deno check` keeps them out of code outside npm packages, and each
   * relative import must name its file's extension.
   */
  deno: boolean
  /**
   * A `tsconfig.json` the page shows inside a folder (`web/tsconfig.json` for a front end that Vite builds): the files
   * under that folder are a project of their own, compiled with its target, lib, module, moduleResolution and jsx
   * instead of as a Nitric service is run. Longest folder first.
   */
  folders: Array<{ folder: string; options: ts.CompilerOptions }>
  problems: ExampleProblem[]
}

/** The part of Deno's `Deno` namespace that examples use (tests/sdk-stubs/deno/README.md). */
const DENO_GLOBALS = 'tests/sdk-stubs/deno/globals.d.ts'

/**
 * How a page's project files set the check, as the reader's tools would read them; a step that changes a project file
 * shows it again, and the last version is the reader's. A root `tsconfig.json` sets the decorator settings: frameworks
 * such as NestJS are written for TypeScript's experimental decorators, which the compiler rejects unless the project
 * turns them on. A `tsconfig.json` in a folder makes that folder a project of its own. A `deno.json` makes the project
 * a Deno one, checked as Deno checks it: ES modules that import each other with their `.ts` extension, the web's
 * globals (TypeScript's DOM library) and the `Deno` namespace instead of Node.js's globals, and the SDK only through
 * an `npm:` specifier of the checked release, directly or through an entry of the file's `imports`; an entry that names
 * another release is a problem at its line. Pages without either get the compiler's defaults, and so do examples whose
 * page is not a file (a checker test's).
 */
function pageSettings(page: string, surface: string, release: string): PageSettings {
  const settings: PageSettings = { options: {}, roots: [], deno: false, folders: [], problems: [] }
  if (!existsSync(page)) return settings
  const examples = codeExamples(pageTree(readFileSync(page, 'utf8'), page).tree)
  const parseJson = (file: string, { code, line }: { code: string; line: number }) => {
    const { config, error } = ts.parseConfigFileTextToJson(file, code)
    if (error) throw new Error(`${page}:${line}: ${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`)
    return config as Record<string, unknown>
  }
  const projectFile = (name: string) => {
    const example = examples.findLast((candidate) => candidate.file === name)
    return example ? { example, config: parseJson(name, example) } : undefined
  }
  const tsconfig = projectFile('tsconfig.json')
  if (tsconfig) {
    const options = (tsconfig.config.compilerOptions ?? {}) as Record<string, unknown>
    settings.options.experimentalDecorators = options.experimentalDecorators === true
    settings.options.emitDecoratorMetadata = options.emitDecoratorMetadata === true
  }
  const folders = new Map<string, ts.CompilerOptions>()
  for (const example of examples) {
    if (!example.file?.endsWith('/tsconfig.json')) continue
    const options = (parseJson(example.file, example).compilerOptions ?? {}) as Record<string, unknown>
    const chosen = Object.fromEntries(FOLDER_SETTINGS.filter((key) => key in options).map((key) => [key, options[key]]))
    const converted = ts.convertCompilerOptionsFromJson(chosen, path.dirname(page))
    if (converted.errors.length > 0) {
      throw new Error(`${page}:${example.line}: ${example.file}: ${converted.errors.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, '\n')).join('; ')}`)
    }
    folders.set(example.file.slice(0, -'tsconfig.json'.length), converted.options)
  }
  // A file belongs to the nearest tsconfig.json above it, as in the reader's editor and compiler.
  settings.folders = [...folders].map(([folder, options]) => ({ folder, options })).sort((a, b) => b.folder.length - a.folder.length)
  const deno = projectFile('deno.json')
  if (deno) {
    const checked = `npm:@nitric/sdk@${release}`
    const paths: Record<string, string[]> = { [checked]: [surface] }
    const lines = deno.example.code.split('\n')
    for (const [name, target] of Object.entries((deno.config.imports ?? {}) as Record<string, string>)) {
      if (target === checked) paths[name] = [surface]
      else if (/^npm:@nitric\/sdk(@|$)/.test(target)) {
        const line = lines.findIndex((text) => text.includes(JSON.stringify(target)))
        settings.problems.push({ page, line: deno.example.line + 1 + Math.max(line, 0), message: `deno.json maps "${name}" to "${target}", not the release the examples are checked against, "${checked}"` })
      }
    }
    Object.assign(settings.options, {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      // The compiler accepts .ts imports only in a program that emits nothing.
      noEmit: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      paths,
    })
    settings.roots.push(path.join(process.cwd(), DENO_GLOBALS))
    settings.deno = true
  }
  return settings
}

/**
 * How an example is compiled: as the folder project it belongs to, which does not inherit the page's root project, or
 * else with its page's settings.
 */
function exampleSettings(settings: PageSettings, example: PageExample): Pick<PageSettings, 'options' | 'roots' | 'deno'> {
  const folder = settings.folders.find((entry) => example.file?.startsWith(entry.folder))
  return folder ? { options: folder.options, roots: [], deno: false } : settings
}

/**
 * Type-checks TypeScript and JavaScript examples with the compiler's strict settings against the release's installed
 * package, each example its own module as a reader would paste it into a file. Modules are compiled as the TypeScript
 * starter runs them under `nitric start` (ts-node, CommonJS because neither its tsconfig.json nor its package.json
 * chooses ES modules; moduleResolution node; esModuleInterop), so a top-level `exports` or `require` fails (TS2441).
 * A page that shows a `deno.json` is a Deno project and is compiled as Deno compiles it instead, and a `tsconfig.json`
 * changes the compilation where the reader's would: decorators, and a folder with a project of its own
 * (`pageSettings()`).
 */
export const typescriptChecker: ExampleChecker = {
  tool: 'tsc',
  usesSdk: /from ['"](npm:)?@nitric\/sdk/,
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
    const groups = new Map<string, { settings: Pick<PageSettings, 'options' | 'roots' | 'deno'>; files: string[] }>()
    const importProblems: ExampleProblem[] = []
    for (const [file, example] of files) {
      const page = settingsOfPage.get(example.page) ?? pageSettings(example.page, surface, batch.version.release)
      settingsOfPage.set(example.page, page)
      const settings = exampleSettings(page, example)
      if (settings.deno) importProblems.push(...extensionlessImports(example))
      const key = JSON.stringify([settings.options, settings.roots, settings.deno])
      const group = groups.get(key) ?? { settings, files: [] }
      group.files.push(file)
      groups.set(key, group)
    }
    const pageProblems = [...settingsOfPage.values()].flatMap((settings) => settings.problems)
    return pageProblems.concat(
      importProblems,
      [...groups.values()].flatMap((group) => {
        const options: ts.CompilerOptions = {
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
          ...group.settings.options,
        }
        const program = ts.createProgram([...group.files, ...group.settings.roots], options, compilerHost(options, group.settings.deno))
        return ts.getPreEmitDiagnostics(program).map((diagnostic) => problemOf(diagnostic, files, surface))
      }),
    )
  },
}

/**
 * Relative imports without a file extension in a Deno project's example. Deno resolves an import exactly as written
 * (`../lib/bookmark` is not found there), while the bundler resolution the check compiles with would find
 * `../lib/bookmark.ts`, so the compiler alone would pass them.
 */
function extensionlessImports(example: PageExample): ExampleProblem[] {
  return ts
    .preProcessFile(example.code, true, true)
    .importedFiles.filter(({ fileName }) => fileName.startsWith('.') && path.extname(fileName) === '')
    .map(({ fileName, pos }) => ({
      page: example.page,
      // The fence is on example.line, so the code's first line is the next one.
      line: example.line + example.code.slice(0, pos).split('\n').length,
      message: `import "${fileName}" names no file extension, and Deno resolves imports only as written`,
    }))
}

/**
 * The compiler's host, which for a Deno project leaves `/// <reference types="node" />` unresolved: the SDK's
 * declarations import `@grpc/grpc-js`, whose declarations pull in Node.js's globals that way, and `deno check` does
 * not give them to the reader's code (`process`, `require` and `Buffer` are unknown names there). The SDK's own types
 * lose nothing the examples use; what now fails to resolve inside the packages' declarations is skipped with them
 * (skipLibCheck).
 */
function compilerHost(options: ts.CompilerOptions, deno: boolean): ts.CompilerHost {
  const host = ts.createCompilerHost(options)
  if (!deno) return host
  host.resolveTypeReferenceDirectiveReferences = (references, containingFile, redirectedReference, compilerOptions) =>
    references.map((reference) => {
      const name = typeof reference === 'string' ? reference : reference.fileName.toLowerCase()
      return name === 'node'
        ? { resolvedTypeReferenceDirective: undefined }
        : ts.resolveTypeReferenceDirective(name, containingFile, compilerOptions, host, redirectedReference)
    })
  return host
}

function problemOf(diagnostic: ts.Diagnostic, files: Map<string, PageExample>, surface: string): ExampleProblem {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
  const example = diagnostic.file ? files.get(path.resolve(diagnostic.file.fileName)) : undefined
  if (!example || !diagnostic.file || diagnostic.start === undefined) return { page: surface, line: 1, message }
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
  // The fence is on example.line; the code starts on the next line.
  return { page: example.page, line: example.line + 1 + line, message }
}
