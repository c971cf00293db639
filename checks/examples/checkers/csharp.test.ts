import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SDK_REGISTRY } from '@/lib/sdks/registry'
import { formatProblem, type PageExample } from '../harness'
import { csharpChecker } from './csharp'

const parent = path.join(process.cwd(), 'tests/examples/.generated')
mkdirSync(parent, { recursive: true })
const workDir = mkdtempSync(path.join(parent, 'csharp-checker-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))
const csharp = SDK_REGISTRY.find((sdk) => sdk.key === 'csharp')!

const base: Omit<PageExample, 'code' | 'line'> = { language: 'csharp', untested: undefined, tool: undefined, file: undefined, route: '/x', page: 'content/x.mdx' }

/** A program whose Main holds `body` on its line 9. */
function program(body: string): string {
  return [
    'using Nitric.Sdk.Resource;',
    '',
    'namespace Shop',
    '{',
    '    using Nitric = Nitric.Sdk.Nitric;',
    '    public class Program',
    '    {',
    '        public static void Main()',
    '        {',
    `            ${body}`,
    '            Nitric.Run();',
    '        }',
    '    }',
    '}',
  ].join('\n')
}

describe('the C# checker', () => {
  it('passes a correct program and reports a wrong method, a wrong argument type and a fragment at the MDX line', async () => {
    const problems = await csharpChecker.check(
      {
        sdk: csharp,
        version: csharp.versions[0]!,
        examples: [
          { ...base, line: 20, code: program('Nitric.Bucket("images").With(BucketPermission.Reading).File("a.png").Read();') },
          // Line 10 of each program: File has no Fetch method, and File() takes a string key.
          { ...base, line: 40, code: program('Nitric.Bucket("images").With(BucketPermission.Reading).File("a.png").Fetch();') },
          { ...base, line: 60, code: program('Nitric.Bucket("images").With(BucketPermission.Reading).File(42);') },
          { ...base, line: 80, code: 'Nitric.Bucket("images");' },
        ],
      },
      workDir,
    )
    expect(problems.map(formatProblem)).toEqual([
      'content/x.mdx:81: not a complete program: put the code in a class with a static Main method',
      expect.stringMatching(/^content\/x\.mdx:50: CS1061: .*File' does not contain a definition for `Fetch'/),
      expect.stringMatching(/^content\/x\.mdx:70: CS1502: .*Bucket\.File\(string\)' has some invalid arguments/),
      expect.stringMatching(/^content\/x\.mdx:70: CS1503: Argument `#1' cannot convert `int' expression to type `string'/),
    ])
  }, 60_000)

  it('compiles each program apart from the others, as a reader builds it: a type one declares is unknown to the next', async () => {
    const helper = ['namespace Shop', '{', '    public static class Prices', '    {', '        public static int Total() => 1;', '    }', '}'].join('\n')
    const problems = await csharpChecker.check(
      {
        sdk: csharp,
        version: csharp.versions[0]!,
        examples: [
          { ...base, line: 20, code: `${program('System.Console.WriteLine(Shop.Prices.Total());')}\n${helper}` },
          { ...base, line: 60, code: program('System.Console.WriteLine(Shop.Prices.Total());') },
        ],
      },
      workDir,
    )
    expect(problems.map(formatProblem)).toEqual([expect.stringMatching(/^content\/x\.mdx:70: CS0234: .*`Prices' does not exist in the namespace `.*Shop'/)])
  }, 60_000)
})
