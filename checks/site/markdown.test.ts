import { describe, expect, it } from 'vitest'
import { checkLlmsFiles, checkLlmsTxt, checkMarkdownTwins, llmsTxtLinks, mdxLeftover } from './markdown'

describe('mdxLeftover', () => {
  it('finds JSX and module statements in prose, not in code', () => {
    expect(mdxLeftover('# T\n\n<Note>careful</Note>\n')).toBe('<Note')
    expect(mdxLeftover("import { api } from '@nitric/sdk'\n")).toBe("import { api } from '")
    expect(mdxLeftover('export const meta = 1\n')).toBe('export const')
    expect(mdxLeftover("```ts\nimport { api } from '@nitric/sdk'\nconst x = <T>(a: T) => a\n```\n\nUse `<Api>` or \\<Api>.\n")).toBeUndefined()
  })
})

describe('checkMarkdownTwins', () => {
  const twins: Record<string, string> = {
    '/docs/apis.md': '# APIs\n\nText.\n',
    '/docs/sql.md': '# SQL Databases\n\n<Properties>\n',
    '/docs/kv.md': 'Key Value\n',
  }
  const read = (path: string) => twins[path]

  it('accepts a served twin that opens with the title and holds no MDX', () => {
    expect(checkMarkdownTwins([{ markdownPath: '/docs/apis.md', title: 'APIs' }], read)).toEqual([])
  })

  it('reports twins that are missing, open otherwise or keep MDX', () => {
    expect(
      checkMarkdownTwins(
        [
          { markdownPath: '/docs/gone.md', title: 'Gone' },
          { markdownPath: '/docs/kv.md', title: 'Key Value' },
          { markdownPath: '/docs/sql.md', title: 'SQL Databases' },
        ],
        read,
      ),
    ).toEqual(['/docs/gone.md: not served', '/docs/kv.md: starts "Key Value\\n"', '/docs/sql.md: MDX left over: <Properties'])
  })
})

describe('checkLlmsTxt', () => {
  const text = ['# Docs', '', '## A', '', '- [APIs](https://nitric.io/docs/apis.md): Routes.', '- [SQL](https://nitric.io/docs/sql.md)', '', 'Not a [link](https://nitric.io/docs/x.md).'].join('\n')

  it('reads the links of the lists only', () => {
    expect(llmsTxtLinks(text)).toEqual(['/docs/apis.md', '/docs/sql.md'])
  })

  it('accepts exactly the expected links, each served', () => {
    expect(checkLlmsTxt(text, ['/docs/sql.md', '/docs/apis.md'], () => true)).toEqual([])
  })

  it('reports links missing, extra, repeated or not served', () => {
    const repeated = `${text}\n- [APIs again](https://nitric.io/docs/apis.md)\n`
    expect(checkLlmsTxt(repeated, ['/docs/apis.md', '/docs/kv.md'], (path) => path !== '/docs/sql.md')).toEqual([
      '/docs/kv.md: not linked',
      '/docs/apis.md: linked 2 times',
      "/docs/sql.md: linked but not a page's Markdown",
      '/docs/sql.md: not served',
    ])
  })
})

describe('checkLlmsFiles', () => {
  const files: Record<string, string> = {
    '/docs/llms.txt': '# Docs\n\n- [APIs](https://nitric.io/docs/apis.md)\n\n## More\n\n- [Reference](https://nitric.io/docs/llms/ref.txt): 1 pages\n',
    '/docs/llms/ref.txt': '# Docs: Reference\n\n- [api()](https://nitric.io/docs/ref/api.md)\n',
    '/docs/apis.md': '# APIs',
    '/docs/ref/api.md': '# api()',
  }

  it('follows the root file to its parts and finds every page linked once', () => {
    expect(checkLlmsFiles('/docs/llms.txt', ['/docs/apis.md', '/docs/ref/api.md'], (path) => files[path])).toEqual([])
  })

  it('reports a part that is missing or too long, and pages it should have linked', () => {
    expect(checkLlmsFiles('/docs/llms.txt', ['/docs/apis.md', '/docs/ref/api.md'], (path) => (path === '/docs/llms/ref.txt' ? undefined : files[path]))).toEqual([
      '/docs/llms/ref.txt: not served',
      '/docs/ref/api.md: not linked',
    ])
    const long: Record<string, string> = { ...files, '/docs/llms/ref.txt': `${files['/docs/llms/ref.txt']}${'x'.repeat(50_000)}` }
    expect(checkLlmsFiles('/docs/llms.txt', ['/docs/apis.md', '/docs/ref/api.md'], (path) => long[path])).toEqual(['/docs/llms/ref.txt: 50064 characters, over 50000'])
  })
})
