import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SDK_REGISTRY } from '@/lib/sdks/registry'
import { formatProblem } from '../harness'
import { typescriptChecker } from './typescript'

describe('the TypeScript checker', () => {
  const parent = path.join(process.cwd(), 'tests/examples/.generated')
  mkdirSync(parent, { recursive: true })
  const workDir = mkdtempSync(path.join(parent, 'typescript-checker-'))
  afterAll(() => rmSync(workDir, { recursive: true, force: true }))
  const nodejs = SDK_REGISTRY.find((sdk) => sdk.key === 'nodejs')!
  const injected = [
    'function Inject(token: unknown): ParameterDecorator {',
    '  return () => {}',
    '}',
    'class Store {}',
    'export class Controller {',
    '  constructor(@Inject(Store) readonly store: Store) {}',
    '}',
  ].join('\n')
  const page = (name: string, tsconfig: string | undefined) => {
    const file = path.join(workDir, name)
    const project = tsconfig === undefined ? '' : `\`\`\`json label=tsconfig.json\n${tsconfig}\n\`\`\`\n\n`
    writeFileSync(file, `---\ntitle: ${name}\n---\n\n${project}\`\`\`ts label=src/controller.ts\n${injected}\n\`\`\`\n`)
    return file
  }
  const example = (file: string, line: number) => ({ language: 'typescript', untested: undefined, tool: undefined, file: 'src/controller.ts', route: '/x', page: file, line, code: injected })

  it("applies the decorator settings of a page's own tsconfig.json, and only to that page", async () => {
    const legacy = page('legacy.mdx', '{ "compilerOptions": { "experimentalDecorators": true, "emitDecoratorMetadata": true } }')
    const plain = page('plain.mdx', undefined)
    const problems = await typescriptChecker.check(
      { sdk: nodejs, version: nodejs.versions[0]!, examples: [example(legacy, 9), example(plain, 5)] },
      path.join(workDir, 'run'),
    )
    expect(problems.map(formatProblem)).toEqual([`${plain}:11: Decorators are not valid here.`])
  }, 60_000)

  it('checks labelled .tsx files with React JSX', async () => {
    const file = page('page.mdx', undefined)
    const tsx = (code: string, line: number, name: string) => ({ ...example(file, line), file: name, code })
    const problems = await typescriptChecker.check(
      {
        sdk: nodejs,
        version: nodejs.versions[0]!,
        examples: [
          tsx('export default function Page() {\n  return <main><h1>Guestbook</h1></main>\n}', 5, 'app/page.tsx'),
          tsx('export default function Form() {\n  return <input maxLength="60" />\n}', 20, 'app/form.tsx'),
        ],
      },
      path.join(workDir, 'run-tsx'),
    )
    expect(problems.map(formatProblem)).toEqual([expect.stringMatching(new RegExp(`^${file.replaceAll('.', '\\.')}:22: Type 'string' is not assignable to type 'number`))])
  }, 60_000)

  it('compiles examples as CommonJS, as the starter runs them, so a top-level `exports` fails', async () => {
    const file = page('commonjs.mdx', undefined)
    const code = (name: string) => ({
      ...example(file, 5),
      file: name,
      code: "import { bucket } from '@nitric/sdk'\n\nconst exports = bucket('exports').allow('write')\nexport const ok = exports !== undefined\n",
    })
    const problems = await typescriptChecker.check(
      { sdk: nodejs, version: nodejs.versions[0]!, examples: [code('services/export.ts')] },
      path.join(workDir, 'run-commonjs'),
    )
    expect(problems.map(formatProblem)).toEqual([expect.stringMatching(new RegExp(`^${file.replaceAll('.', '\\.')}:8: Duplicate identifier 'exports'`))])
  }, 60_000)

  it('checks a page with a deno.json as Deno: .ts imports, the Deno namespace and not Node.js globals, the SDK only as npm:@nitric/sdk of the release', async () => {
    const fence = (label: string, language: string, code: string) => `\`\`\`${language} label=${label}\n${code}\n\`\`\`\n`
    const denoJson = (version: string) => `{\n  "imports": {\n    "@nitric/sdk": "npm:@nitric/sdk@${version}"\n  }\n}`
    const greeting = "export const greeting = (name: string): string => `Hello ${name}`"
    const service = [
      "import { api } from '@nitric/sdk'",
      "import { secret } from 'npm:@nitric/sdk@1.2.2'",
      "import { greeting } from '../lib/greeting.ts'",
      '',
      "const key = secret('key').allow('access')",
      "api('main').get('/hello/:name', async (ctx) => {",
      "  const prefix = Deno.env.get('PREFIX') ?? ''",
      '  const value = await key.latest().access()',
      '  ctx.res.body = `${prefix}${greeting(ctx.req.params.name)} ${value.asString().length}`',
      '  return ctx',
      '})',
    ].join('\n')
    const write = (name: string, version: string) => {
      const file = path.join(workDir, name)
      writeFileSync(file, `---\ntitle: ${name}\n---\n\n${fence('deno.json', 'json', denoJson(version))}\n${fence('lib/greeting.ts', 'ts', greeting)}\n${fence('services/api.ts', 'ts', service)}`)
      return file
    }
    const examples = (file: string) => [
      { ...example(file, 13), file: 'lib/greeting.ts', code: greeting },
      { ...example(file, 17), file: 'services/api.ts', code: service },
    ]
    const deno = write('deno.mdx', '1.2.2')
    const pinnedElsewhere = write('deno-other-release.mdx', '^1.3.3')
    // deno check gives Node.js's globals to npm packages only, not to the reader's code.
    const nodeGlobal = { ...example(deno, 30), file: 'lib/home.ts', code: 'export const home = process.env.HOME' }
    // Deno resolves imports as written; the compiler's bundler resolution would add the .ts.
    const extensionless = { ...example(deno, 32), file: 'lib/hello.ts', code: "export { greeting } from './greeting.ts'\nexport { home } from './home'" }
    const problems = await typescriptChecker.check(
      { sdk: nodejs, version: nodejs.versions[0]!, examples: [...examples(deno), nodeGlobal, extensionless, ...examples(pinnedElsewhere)] },
      path.join(workDir, 'run-deno'),
    )
    expect(problems.filter((problem) => problem.page === deno).map(formatProblem).sort()).toEqual([
      expect.stringMatching(new RegExp(`^${deno.replaceAll('.', '\\.')}:31: Cannot find name 'process'`)),
      `${deno}:34: import "./home" names no file extension, and Deno resolves imports only as written`,
    ])
    expect(problems.map(formatProblem)).toEqual(
      expect.arrayContaining([
        `${pinnedElsewhere}:8: deno.json maps "@nitric/sdk" to "npm:@nitric/sdk@^1.3.3", not the release the examples are checked against, "npm:@nitric/sdk@1.2.2"`,
        expect.stringMatching(new RegExp(`^${pinnedElsewhere.replaceAll('.', '\\.')}:18: Cannot find module '@nitric/sdk'`)),
      ]),
    )

    // The same service on a page without a deno.json is Node.js code: no Deno namespace, no .ts imports.
    const node = path.join(workDir, 'node.mdx')
    writeFileSync(node, `---\ntitle: node\n---\n\n${fence('lib/greeting.ts', 'ts', greeting)}\n${fence('services/api.ts', 'ts', service)}`)
    const asNode = await typescriptChecker.check(
      { sdk: nodejs, version: nodejs.versions[0]!, examples: [{ ...example(node, 5), file: 'lib/greeting.ts', code: greeting }, { ...example(node, 9), file: 'services/api.ts', code: service }] },
      path.join(workDir, 'run-node'),
    )
    expect(asNode.map(formatProblem).join('\n')).toMatch(/Cannot find name 'Deno'/)
  }, 60_000)

  it("compiles the files under a folder that has its own tsconfig.json with that folder's module settings, at its last version", async () => {
    const file = path.join(workDir, 'website.mdx')
    const earlier = '{ "compilerOptions": { "moduleResolution": "node10" } }'
    const tsconfig = '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "bundler", "jsx": "react-jsx" } }'
    const config = "import { defineConfig } from 'vite'\n\nexport default defineConfig({ server: { port: '3000' } })\n"
    const fence = (code: string) => `\`\`\`json label=web/tsconfig.json\n${code}\n\`\`\`\n\n`
    writeFileSync(file, `---\ntitle: website\n---\n\n${fence(earlier)}${fence(tsconfig)}`)
    const at = (name: string, line: number) => ({ ...example(file, line), file: name, code: config })
    const problems = await typescriptChecker.check(
      { sdk: nodejs, version: nodejs.versions[0]!, examples: [at('web/vite.config.ts', 10), at('vite.config.ts', 20)] },
      path.join(workDir, 'run-folder'),
    )
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^${file.replaceAll('.', '\\.')}:13: No overload matches this call[\\s\\S]*Type 'string' is not assignable to type 'number'`)),
      expect.stringMatching(new RegExp(`^${file.replaceAll('.', '\\.')}:21: Cannot find module 'vite'`)),
    ])
  }, 60_000)
})
