import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { allPages, readPageSource } from '@/lib/content/pages'
import { sdkVersionForFile, typescriptExamples, type CodeExample } from '@/lib/examples/extract'

const root = process.cwd()

interface GeneratedExample extends CodeExample {
  file: string
  generated: string
}

/** Code shown for another tool must not be Nitric code in disguise, or it would escape the check. */
function misusedToolExamples(): string[] {
  return allPages().flatMap((page) =>
    typescriptExamples(readPageSource(page))
      .filter((example) => example.tool !== undefined && /from ['"]@nitric\/sdk/.test(example.code))
      .map((example) => `${page.file}:${example.line}: tool="${example.tool}" example imports @nitric/sdk`),
  )
}

function generate(outDir: string): Map<'v0' | 'v1', GeneratedExample[]> {
  const byVersion = new Map<'v0' | 'v1', GeneratedExample[]>([['v0', []], ['v1', []]])
  for (const page of allPages()) {
    const version = sdkVersionForFile(page.file)
    // Each page's examples live in a folder of their own, at their labelled path when they have one, so an example
    // can import another shown on the same page ('../resources/orders').
    const pageDir = path.join(outDir, version, page.file.replace(/^content\//, '').replace(/\.mdx$/, '').replaceAll('/', '__'))
    const taken = new Set<string>()
    typescriptExamples(readPageSource(page)).forEach((example, index) => {
      if (example.untested || example.tool) return
      const name = example.file && !taken.has(example.file) ? example.file : `example-${index}.ts`
      taken.add(name)
      const generated = path.join(pageDir, name)
      mkdirSync(path.dirname(generated), { recursive: true })
      // Each example is its own module, as a reader would paste it into a file.
      writeFileSync(generated, example.code.includes('import ') || example.code.includes('export ') ? example.code : `${example.code}\nexport {}\n`)
      byVersion.get(version)?.push({ ...example, file: page.file, generated })
    })
  }
  return byVersion
}

function typecheck(version: 'v0' | 'v1', examples: GeneratedExample[]): string[] {
  if (examples.length === 0) return []
  const program = ts.createProgram(
    examples.map((example) => example.generated),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: ['node'],
      typeRoots: [path.join(root, 'node_modules/@types')],
      baseUrl: root,
      paths: { '@nitric/sdk': [`node_modules/@nitric/sdk-${version}`] },
    },
  )
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    const example = examples.find((candidate) => candidate.generated === diagnostic.file?.fileName)
    if (!example || !diagnostic.file || diagnostic.start === undefined) return `@nitric/sdk ${version}: ${message}`
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
    // The fence is on example.line; the code starts on the next line.
    return `${example.file}:${example.line + 1 + line}: ${message}`
  })
}

describe('Node.js examples type-check against the SDK release their page documents', () => {
  // Inside the project, so examples resolve its node_modules; one folder per run, so parallel runs do not collide.
  const parent = path.join(root, 'tests/examples/.generated')
  mkdirSync(parent, { recursive: true })
  const outDir = mkdtempSync(path.join(parent, 'run-'))
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))
  const byVersion = generate(outDir)
  it('skips only code written for other tools, never Nitric code', () => {
    expect(misusedToolExamples()).toEqual([])
  }, 60_000)
  for (const version of ['v1', 'v0'] as const) {
    it(`@nitric/sdk ${version === 'v1' ? '1.2.2' : '0.15.0'} (${byVersion.get(version)?.length ?? 0} examples)`, () => {
      expect(typecheck(version, byVersion.get(version) ?? [])).toEqual([])
    }, 120_000)
  }
})
