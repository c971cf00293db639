import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SDK_REGISTRY } from '@/lib/sdks/registry'
import { formatProblem, type PageExample } from '../harness'
import { javaChecker } from './java'

const parent = path.join(process.cwd(), 'tests/examples/.generated')
mkdirSync(parent, { recursive: true })
const workDir = mkdtempSync(path.join(parent, 'java-checker-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))
const jvm = SDK_REGISTRY.find((sdk) => sdk.key === 'jvm')!

const base: Omit<PageExample, 'code' | 'line'> = { language: 'java', untested: undefined, tool: undefined, file: undefined, route: '/x', page: 'content/x.mdx' }

/** A service whose line 9 is `statement`. */
function program(statement: string): string {
  return [
    'import io.nitric.Nitric;',
    'import io.nitric.api.storage.v0.Bucket;',
    'import io.nitric.resources.BucketPermission;',
    '',
    'public class Application {',
    '    public static void main(String[] args) {',
    '        Bucket images = Nitric.INSTANCE.bucket("images").with(BucketPermission.Read);',
    '        Nitric.INSTANCE.api("shop").get("/", ctx -> ctx);',
    `        ${statement}`,
    '        Nitric.INSTANCE.run();',
    '    }',
    '}',
  ].join('\n')
}

describe('the Java checker', () => {
  it('passes correct programs and reports a wrong method, a wrong argument type, fragments and Kotlin at the MDX line', async () => {
    const problems = await javaChecker.check(
      {
        sdk: jvm,
        version: jvm.versions[0]!,
        examples: [
          { ...base, line: 10, code: program('byte[] logo = images.file("logo.png").read();') },
          // The same class name on another page compiles on its own.
          { ...base, line: 30, page: 'content/y.mdx', code: program('String url = images.file("logo.png").getDownloadUrl(300);') },
          // File has no readText().
          { ...base, line: 50, code: program('String text = images.file("logo.png").readText();') },
          // getDownloadUrl() takes the expiry in seconds as an int.
          { ...base, line: 70, code: program('String url = images.file("logo.png").getDownloadUrl("300");') },
          { ...base, line: 90, code: 'Nitric.INSTANCE.bucket("images");' },
          { ...base, line: 110, language: 'kotlin', code: 'Nitric.bucket("images")' },
        ],
      },
      workDir,
    )
    expect(problems.map(formatProblem)).toEqual([
      'content/x.mdx:91: not a complete program: add the imports and a class',
      expect.stringMatching(/^content\/x\.mdx:110: Kotlin examples cannot be compiled here/),
      expect.stringMatching(/^content\/x\.mdx:59: cannot find symbol symbol: method readText\(\)/),
      'content/x.mdx:79: incompatible types: java.lang.String cannot be converted to int',
    ])
  }, 120_000)
})
