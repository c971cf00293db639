import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pageTree } from '@/lib/content/page-tree'
import { readPageSource } from '@/lib/content/pages'
import { fakeSdkSite } from '../../tests/fixtures/fake-sdk/site'
import { SDK_REGISTRY } from '@/lib/sdks/registry'
import { typescriptChecker } from './checkers/typescript'
import { codeExamples } from './extract'
import { collectExamples, formatProblem, pageFolder, writeExamples } from './harness'

describe('codeExamples', () => {
  it('finds every fence with its canonical language, line and options, inside components too', () => {
    const source = ['---', 'title: T', '---', '', '<CodeGroup>', '', '```ts', 'const a = 1', '```', '', '```py', 'a = 1', '```', '', '</CodeGroup>', '', '```js untested="Added in 1.3.0"', 'b()', '```'].join('\n')
    expect(codeExamples(pageTree(source, 'x.mdx').tree)).toEqual([
      { language: 'typescript', code: 'const a = 1', line: 7, untested: undefined, tool: undefined, file: undefined },
      { language: 'python', code: 'a = 1', line: 11, untested: undefined, tool: undefined, file: undefined },
      { language: 'javascript', code: 'b()', line: 17, untested: 'Added in 1.3.0', tool: undefined, file: undefined },
    ])
  })

  it('keeps a relative path label as the example file, so examples can import each other', () => {
    const source = '---\ntitle: T\n---\n\n```ts label=resources/orders.ts\nexport const a = 1\n```\n\n```ts label=../evil.ts\nx\n```\n\n```ts label=/etc/x.ts\ny\n```\n'
    expect(codeExamples(pageTree(source, 'x.mdx').tree).map((example) => example.file)).toEqual(['resources/orders.ts', undefined, undefined])
  })
})

describe('collectExamples', () => {
  it('sends each example to the release its page documents, from route data alone', () => {
    const fixture = fakeSdkSite()
    const { batches } = collectExamples(fixture, (route) => {
      const page = fixture.page(route)!
      return pageTree(readPageSource(page), page.file).tree
    })
    expect(batches.map((batch) => [`${batch.sdk.key} ${batch.version.release}`, batch.examples.map((example) => `${example.page}:${example.line}`)])).toEqual([
      ['nodejs 1.2.2', ['content/apis.mdx:7', 'content/apis.mdx:17']],
      // ```rb is the fixture SDK's language under the alias its registry entry gives it.
      ['fake 2.0.1', ['content/apis.mdx:11', 'content/apis.mdx:21', 'content/reference/fake/index.mdx:8']],
      ['fake 1.4.0', ['content/reference/fake/v1/things/thing.mdx:7']],
    ])
  })
})

describe('the TypeScript checker', () => {
  // Inside the project, so examples resolve its node_modules.
  const parent = path.join(process.cwd(), 'tests/examples/.generated')
  mkdirSync(parent, { recursive: true })
  const workDir = mkdtempSync(path.join(parent, 'checker-'))
  afterAll(() => rmSync(workDir, { recursive: true, force: true }))
  const nodejs = SDK_REGISTRY.find((sdk) => sdk.key === 'nodejs')!

  it('reports a wrong call at the MDX file and line a reader sees it', async () => {
    const example = { language: 'typescript', untested: undefined, tool: undefined, file: undefined, route: '/x', page: 'content/x.mdx', line: 20 }
    const problems = await typescriptChecker.check(
      {
        sdk: nodejs,
        version: nodejs.versions[0]!,
        examples: [
          { ...example, code: "import { api } from '@nitric/sdk'\n\napi('shop').get('/', async (ctx) => ctx)" },
          { ...example, line: 40, code: "import { api } from '@nitric/sdk'\n\napi('shop').fetch('/')" },
        ],
      },
      workDir,
    )
    expect(problems.map(formatProblem)).toEqual([expect.stringMatching(/^content\/x\.mdx:43: Property 'fetch' does not exist on type 'Api/)])
  }, 60_000)
})

describe('writeExamples', () => {
  const parent = path.join(process.cwd(), 'tests/examples/.generated')
  mkdirSync(parent, { recursive: true })
  const root = mkdtempSync(path.join(parent, 'write-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it("puts a page's generated-file stubs beside its examples, and the page's own files win over them", () => {
    const stubs = path.join(root, 'stubs')
    const folder = pageFolder('content/guides/orm.mdx')
    mkdirSync(path.join(stubs, folder, 'generated'), { recursive: true })
    writeFileSync(path.join(stubs, folder, 'generated/client.d.ts'), 'export declare const client: unknown\n')
    writeFileSync(path.join(stubs, folder, 'db.ts'), 'stub\n')
    const example = { language: 'typescript', untested: undefined, tool: undefined, route: '/guides/orm', page: 'content/guides/orm.mdx', line: 5 }
    const other = { ...example, route: '/guides/plain', page: 'content/guides/plain.mdx' }
    const work = path.join(root, 'work')
    writeExamples([{ ...example, file: 'db.ts', code: "import { client } from './generated/client'" }, { ...other, file: 'db.ts', code: 'x' }], work, {
      extension: 'ts',
      labelled: /\.ts$/,
      content: (example) => example.code,
      generatedStubs: stubs,
    })
    expect(readFileSync(path.join(work, folder, 'generated/client.d.ts'), 'utf8')).toContain('declare const client')
    expect(readFileSync(path.join(work, folder, 'db.ts'), 'utf8')).toBe("import { client } from './generated/client'")
    expect(existsSync(path.join(work, pageFolder(other.page), 'generated'))).toBe(false)
  })

  it("writes a file a guide shows twice at its path in its last version, and each earlier version beside it", () => {
    const example = { language: 'typescript', untested: undefined, tool: undefined, route: '/guides/x/y', page: 'content/guides/x/y.mdx' }
    const workDir = path.join(root, 'steps')
    const { files } = writeExamples(
      [
        { ...example, line: 5, file: 'services/api.ts', code: 'first' },
        { ...example, line: 9, file: 'resources.ts', code: 'resources' },
        { ...example, line: 20, file: 'services/api.ts', code: 'second' },
        { ...example, line: 30, file: 'services/api.ts', code: 'final' },
        { ...example, line: 40, file: undefined, code: 'loose' },
      ],
      workDir,
      { extension: 'ts', labelled: /\.ts$/, content: (item) => item.code },
    )
    const written = Object.fromEntries([...files].map(([file, item]) => [path.relative(path.join(workDir, 'guides__x__y'), file), readFileSync(file, 'utf8') === item.code ? item.line : 'wrong']))
    expect(written).toEqual({ 'services/api.step-1.ts': 5, 'resources.ts': 9, 'services/api.step-2.ts': 20, 'services/api.ts': 30, 'example-4.ts': 40 })
  })
})
