import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { missingSurface, pageFolder, type ExampleBatch, type ExampleChecker, type ExampleProblem, type PageExample } from '../harness'
import { DEBIAN_TOOLS, ensureDebianTool } from './debian'

const SDK_MODULE = 'github.com/nitrictech/go-sdk'
/** Stubs of the other modules that examples (and the SDK's own signatures) import, each folder a module. */
const THIRD_PARTY = 'tests/sdk-stubs/go/third-party'
const MAIN_MODULE = 'docs.example/examples'
/** Debian 12's Go; the stubs and the examples are written to compile with it. */
const GO_VERSION = '1.19'

/** Nothing may be downloaded: every module resolves to a stub folder, and the local toolchain is the one used. */
const OFFLINE = { GOFLAGS: '-mod=mod', GOPROXY: 'off', GOSUMDB: 'off', GOTOOLCHAIN: 'local', GOWORK: 'off', GO111MODULE: 'on' }

interface Module {
  path: string
  dir: string
}

function modulesUnder(folder: string): Module[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'go.mod')
    .map((file) => {
      const dir = path.join(folder, path.dirname(file))
      const declared = /^module\s+(\S+)/m.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1]
      return { path: declared ?? '', dir }
    })
}

/** Any version does, since each module is replaced by a folder, but a `/v5` module path needs a v5 version. */
function stubVersion(modulePath: string): string {
  return `v${/\/v(\d+)$/.exec(modulePath)?.[1] ?? '0'}.0.0`
}

function goMod(modulePath: string, dependencies: Module[]): string {
  const requires = dependencies.map((dependency) => `\t${dependency.path} ${stubVersion(dependency.path)}\n`).join('')
  const replaces = dependencies.map((dependency) => `replace ${dependency.path} => ${dependency.dir}\n`).join('')
  return `module ${modulePath}\n\ngo ${GO_VERSION}\n\nrequire (\n${requires})\n\n${replaces}`
}

function packageName(code: string): string | undefined {
  return /^package\s+(\w+)/m.exec(code)?.[1]
}

function importPaths(code: string): string[] {
  const blocks = [...code.matchAll(/^import\s*\(([^)]*)\)/gm)].map((match) => match[1] ?? '')
  const single = [...code.matchAll(/^import\s+(?:[\w.]+\s+)?("[^"]+")/gm)].map((match) => match[1] ?? '')
  return [...blocks, ...single].flatMap((text) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? ''))
}

/**
 * The module path a page's examples use to import a package shown on the same page (`example.com/hotel/resources`
 * for a `resources/resources.go` listing), so that page can be compiled as the reader's own module.
 */
function pageModulePath(examples: PageExample[]): string | undefined {
  const libraries = examples.filter((example) => example.file && packageName(example.code) !== 'main').map((example) => path.dirname(example.file!))
  for (const imported of examples.flatMap((example) => importPaths(example.code))) {
    const library = libraries.find((dir) => imported.endsWith(`/${dir}`))
    if (library) return imported.slice(0, -library.length - 1)
  }
  return undefined
}

/**
 * Compiles and vets Go examples against stubs of the release's public surface: each example is its own program in
 * its own directory of one generated module, which replaces the SDK and third-party modules with their stub folders.
 */
export const goChecker: ExampleChecker = {
  tool: 'go vet',
  usesSdk: /"github\.com\/nitrictech\/go-sdk[/"]/,
  check(batch: ExampleBatch, workDir: string): ExampleProblem[] {
    const surface = batch.version.surface
    if (!surface) return missingSurface(batch)
    const missing = ensureDebianTool(DEBIAN_TOOLS.go)
    if (missing) return [{ page: surface, line: 1, message: missing }]

    const root = process.cwd()
    const dependencies = [{ path: SDK_MODULE, dir: path.join(root, surface) }, ...modulesUnder(path.join(root, THIRD_PARTY))]
    const problems: ExampleProblem[] = []
    const files = new Map<string, PageExample>()
    const pageModules: Module[] = []
    const byPage = new Map<string, PageExample[]>()
    for (const example of batch.examples) byPage.set(example.page, [...(byPage.get(example.page) ?? []), example])

    for (const [page, examples] of byPage) {
      const ownModule = pageModulePath(examples)
      const folder = ownModule ? path.join(workDir, 'modules', pageFolder(page)) : path.join(workDir, pageFolder(page))
      if (ownModule) {
        mkdirSync(folder, { recursive: true })
        writeFileSync(path.join(folder, 'go.mod'), goMod(ownModule, dependencies))
        pageModules.push({ path: ownModule, dir: folder })
      }
      for (const example of examples) {
        if (!packageName(example.code)) {
          problems.push({ page: example.page, line: example.line + 1, message: 'not a complete program: add package main and imports' })
          continue
        }
        // Files of the reader's own module keep their paths, so the imports between them resolve.
        const relative = ownModule && example.file ? example.file : path.join(`line-${example.line}`, example.file ? path.basename(example.file) : 'main.go')
        const file = path.join(folder, relative)
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(file, `${example.code}\n`)
        files.set(file, example)
      }
    }
    if (files.size === 0) return problems

    mkdirSync(workDir, { recursive: true })
    writeFileSync(path.join(workDir, 'go.mod'), goMod(MAIN_MODULE, [...dependencies, ...pageModules]))
    const result = spawnSync('go', ['vet', './...', ...pageModules.map((module) => `${module.path}/...`)], {
      cwd: workDir,
      encoding: 'utf8',
      env: { ...process.env, ...OFFLINE },
    })
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    const unplaced: string[] = []
    for (const line of output.split('\n')) {
      const [, file = '', at = '', message = ''] = /^(?:vet: )?(\S+?\.go):(\d+)(?::\d+)?: (.*)$/.exec(line.trim()) ?? []
      const example = file ? files.get(path.resolve(workDir, file)) : undefined
      if (example) {
        // The fence is on example.line; the code starts on the next line.
        problems.push({ page: example.page, line: example.line + Number(at), message })
      } else if (line.trim() && !line.startsWith('#')) unplaced.push(line)
    }
    if (result.status !== 0 && problems.length === 0) problems.push({ page: surface, line: 1, message: `go vet failed:\n${unplaced.join('\n') || result.error?.message}` })
    return problems
  },
}
