import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SDK_REGISTRY } from '../sdks/registry'
import { compileMdx } from './compile'
import { parseCodeMeta } from './code-meta'
import { BLOCK_STYLE, TOKEN_CLASSES } from './highlight'

describe('compileMdx', () => {
  it('collects h2 sections with stable ids and tags', async () => {
    const source = [
      '---',
      'title: T',
      '---',
      '',
      '## Create an API',
      '',
      '## Add a route {{ tag: \'POST\' }}',
      '',
      '### Not a section',
      '',
      '## Create an API',
    ].join('\n')
    const page = await compileMdx(source, 'content/t.mdx', SDK_REGISTRY)
    expect(page.sections).toEqual([
      { id: 'create-an-api', title: 'Create an API' },
      { id: 'add-a-route', title: 'Add a route', tag: 'POST' },
      { id: 'create-an-api-1', title: 'Create an API' },
    ])
  })

  it('highlights code at build time and keeps the raw source', async () => {
    const page = await compileMdx('---\ntitle: T\n---\n\n```ts label=api.ts\nconst a = 1\n```\n', 'x.mdx', SDK_REGISTRY)
    expect(page.code).toContain('html: "<span class=line><span class=c1>const</span>')
    // The blocks' own colours come from the stylesheet, not from each block.
    expect(page.code).not.toContain('--shiki-light-bg')
    expect(page.code).toContain('raw: "const a = 1"')
    expect(page.code).toContain('label: "api.ts"')
  })

  it('passes the highlighted lines as one HTML string: text in the block colour bare, frequent colours as classes', async () => {
    const page = await compileMdx('---\ntitle: T\n---\n\n```ts\nimport { api } from "x"\n```\n', 'x.mdx', SDK_REGISTRY)
    const html = JSON.parse(/html: ("(?:[^"\\]|\\.)*")/.exec(page.code)![1]!) as string
    expect(html).toBe('<span class=line><span class=c1>import</span> { api } <span class=c1>from</span><span class=c2> "x"</span></span>')
    expect(page.code).not.toContain('className: "line"')
  })

  it('gives each token class a rule in globals.css with the colours it stands for, and .shiki the blocks\' colours', () => {
    const css = readFileSync('src/app/globals.css', 'utf8')
    const shiki = css.slice(css.indexOf('\n.shiki {'))
    for (const declaration of BLOCK_STYLE.split(';')) expect(shiki.slice(0, shiki.indexOf('}'))).toContain(`  ${declaration.replace(':', ': ')};`)
    for (const [style, name] of Object.entries(TOKEN_CLASSES)) {
      expect(css).toContain(`.shiki .${name} { ${style.replaceAll(':', ': ').replaceAll(';', '; ')}; }`)
    }
  })

  it('names file and line for MDX syntax errors', async () => {
    await expect(compileMdx('---\ntitle: T\n---\n\n<Note>\n\nunclosed\n', 'content/bad.mdx', SDK_REGISTRY)).rejects.toThrow(/^content\/bad\.mdx:\d+:\d+: /)
  })

  it('names file and line for an unsupported heading attribute', async () => {
    await expect(compileMdx("---\ntitle: T\n---\n\n## Routes {{ colour: 'red' }}\n", 'content/h.mdx', SDK_REGISTRY)).rejects.toThrow(
      'content/h.mdx:5:1: heading attribute "colour" is not supported',
    )
  })

  it('names file and line for an unknown code language', async () => {
    await expect(compileMdx('---\ntitle: T\n---\n\n```klingon\nx\n```\n', 'content/c.mdx', SDK_REGISTRY)).rejects.toThrow(
      'content/c.mdx:5:1: unknown code language "klingon"',
    )
  })
})

describe('parseCodeMeta', () => {
  it('reads quoted and bare values', () => {
    expect(parseCodeMeta('title="Create an API" label=api.ts tag=\'GET\'')).toEqual({ title: 'Create an API', label: 'api.ts', tag: 'GET' })
  })

  it('names the other tool a comparison example is written for', () => {
    expect(parseCodeMeta('tool="AWS CDK" label=stack.ts')).toEqual({ tool: 'AWS CDK', label: 'stack.ts' })
  })

  it('rejects options it does not know', () => {
    expect(() => parseCodeMeta('file=a.ts')).toThrow('unknown code block option "file"')
  })
})

describe('plain text blocks', () => {
  it('accepts text and its aliases without a grammar', async () => {
    for (const language of ['text', 'txt']) {
      const page = await compileMdx(`---\ntitle: T\n---\n\n\`\`\`${language}\nhello\n\`\`\`\n`, 'x.mdx', SDK_REGISTRY)
      expect(page.code).toContain('raw: "hello"')
    }
  })
})
