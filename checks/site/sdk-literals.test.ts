import { describe, expect, it } from 'vitest'
import { sdkLiterals } from './sdk-literals'

const facts = { keys: ['fake', 'python'], slugs: ['things/thing-make'] }
const problems = (source: string, file = 'x.ts') => sdkLiterals(source, file, facts).map(({ line, text }) => `${line}: ${text}`)

describe('SDK literals in the site’s code', () => {
  it('finds an SDK key as a string, a route into its reference, a version under any SDK and a page slug', () => {
    const source = [
      "const sdk = 'fake'",
      'const home = `/reference/fake/things`',
      'const older = `/reference/${sdk.key}/v1`',
      "const page = `${root}/things/thing-make`",
      "const same = 'things/thing-make'",
    ].join('\n')
    expect(problems(source)).toEqual(['1: fake', '2: /reference/fake/things', '3: /reference/${}/v1', '4: ${}/things/thing-make', '5: things/thing-make'])
    expect(problems('export const A = <a href="/reference/python">Python</a>', 'x.tsx')).toEqual(['1: /reference/python'])
  })

  it('reads only literals: comments, JSX text and names are free to mention an SDK', () => {
    expect(problems("// the fake SDK lives at /reference/fake/v1\nconst fake = 1", 'x.ts')).toEqual([])
    expect(problems('export const A = <p>python</p>', 'x.tsx')).toEqual([])
  })

  it('leaves words that name something else: a fence language, the Next.js runtime, another repository’s path', () => {
    expect(problems("const build = { language: 'python' }\nconst tab = <Code language=\"python\" />", 'x.tsx')).toEqual([])
    expect(problems("if (process.env.NEXT_RUNTIME !== 'python') {}")).toEqual([])
    expect(problems("const source = 'org/repo@v1.0.0:src/things/thing-make.ts#L1'")).toEqual([])
    expect(problems("const other = { sdk: 'python' }")).toEqual(['1: python'])
    expect(problems("const prefix = '/reference/fakes'")).toEqual([])
  })
})
