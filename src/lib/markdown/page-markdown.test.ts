import { describe, expect, it } from 'vitest'
import { parsePage } from '../content/page-tree'
import { pageMarkdown, type MarkdownPage } from './page-markdown'

const SITE = 'https://nitric.io/docs'

function convert(body: string, page: Partial<MarkdownPage> = {}): string {
  return pageMarkdown({
    title: 'APIs',
    tree: parsePage(`---\ntitle: APIs\n---\n\n${body}\n`, 'content/apis.mdx').tree,
    file: 'content/apis.mdx',
    siteUrl: SITE,
    pageUrl: `${SITE}/apis`,
    ...page,
  })
}

/** The converted body, without the title line. */
function body(source: string): string {
  return convert(source).replace(/^# APIs\n\n/, '')
}

describe('pageMarkdown', () => {
  it('opens with the title as the only h1, then the description and the notes, their routes made absolute', () => {
    const markdown = convert('Text.', {
      description: 'Declare HTTP APIs in code.',
      notes: [{ title: 'Older version', text: ['This is version v0. ', { text: 'View the latest version', href: '/reference/nodejs' }, ' or ', { text: 'ask', href: 'https://nitric.io/chat' }, '.'] }],
    })
    expect(markdown).toBe(
      [
        '# APIs',
        '',
        'Declare HTTP APIs in code.',
        '',
        '> **Older version**',
        '>',
        `> This is version v0. [View the latest version](${SITE}/reference/nodejs) or [ask](https://nitric.io/chat).`,
        '',
        'Text.',
        '',
      ].join('\n'),
    )
  })

  it('points an agent to the page on the web and to llms.txt right under the title', () => {
    expect(convert('Text.', { description: 'Declare HTTP APIs in code.', llmsUrl: `${SITE}/llms.txt` })).toBe(
      [
        '# APIs',
        '',
        `_The Markdown version of <${SITE}/apis>. Every page of these docs is listed in <${SITE}/llms.txt>._`,
        '',
        'Declare HTTP APIs in code.',
        '',
        'Text.',
        '',
      ].join('\n'),
    )
  })

  it('drops the frontmatter, imports, exports and expressions', () => {
    const markdown = body("import { x } from './x'\n\nexport const y = 1\n\n{/* a comment */}\n\nText.")
    expect(markdown).toBe('Text.\n')
  })

  it('writes each fence of a CodeGroup in turn, after the group caption, keeping languages', () => {
    const markdown = body(
      ['<CodeGroup title="Create an API" label="services/api">', '', '```ts', "api('a')", '```', '', '```python', 'api("a")', '```', '', '</CodeGroup>'].join('\n'),
    )
    expect(markdown).toBe(['**Create an API** — `services/api`', '', '```ts', "api('a')", '```', '', '```python', 'api("a")', '```', ''].join('\n'))
  })

  it("keeps only one SDK's code in code groups when asked, dropping a group left empty", () => {
    const group = (fences: string[]) => ['<CodeGroup title="Create an API">', '', ...fences.flatMap((lang) => ['```' + lang, `${lang}()`, '```', '']), '</CodeGroup>']
    const source = [...group(['ts', 'python', 'bash']), '', ...group(['go']), '', '```ts', 'standalone()', '```'].join('\n')
    const python = convert(source, { keepCode: (language) => language !== 'ts' && language !== 'go' }).replace(/^# APIs\n\n/, '')
    expect(python).toBe(['**Create an API**', '', '```python', 'python()', '```', '', '```bash', 'bash()', '```', '', '```ts', 'standalone()', '```', ''].join('\n'))
  })

  it('turns fence options into a caption line and leaves no meta on the fence', () => {
    const markdown = body(['```ts title="Hello" label=services/hello.ts tag=GET untested="Added in 1.3.0"', 'x()', '```'].join('\n'))
    expect(markdown).toBe(['**Hello** — `services/hello.ts` — GET — _Not type-checked: Added in 1.3.0_', '', '```ts', 'x()', '```', ''].join('\n'))
    expect(body(['```ts tool="AWS CDK" label=stack.ts', 'x()', '```'].join('\n'))).toBe('`stack.ts` — AWS CDK\n\n```ts\nx()\n```\n')
    expect(body('```bash\nnitric up\n```')).toBe('```bash\nnitric up\n```\n')
  })

  it('says under each checked fence which release it was checked against, in the language the page asks for', () => {
    const checkedAgainst = ({ language, untested }: { language: string; untested?: string }) =>
      language === 'typescript' && untested === undefined ? '@nitric/sdk 1.2.2' : undefined
    const source = ['```ts label=api.ts', 'api()', '```', '', '```js untested="Added in 1.3.0"', 'later()', '```', '', '```bash', 'nitric up', '```'].join('\n')
    expect(convert(source, { checkedAgainst }).replace(/^# APIs\n\n/, '')).toBe(
      [
        '`api.ts` — _Checked against @nitric/sdk 1.2.2_',
        '',
        '```ts',
        'api()',
        '```',
        '',
        '_Not type-checked: Added in 1.3.0_',
        '',
        '```js',
        'later()',
        '```',
        '',
        '```bash',
        'nitric up',
        '```',
        '',
      ].join('\n'),
    )
  })

  it('turns a Note into a block quote that starts with its title in bold', () => {
    expect(body('<Note title="Header names">\n\nNames are **lower-case**.\n\n</Note>')).toBe('> **Header names**\n>\n> Names are **lower-case**.\n')
    expect(body('<Note>One line.</Note>')).toBe('> One line.\n')
  })

  it('turns Properties into a bullet list with names, types, required flags and nested accepted values', () => {
    const markdown = body(
      [
        '<Properties>',
        '  <Property name="name" type="string" required>',
        '    The unique name of the API.',
        '  </Property>',
        '  <Property name="options" type="ApiOptions">',
        '    Optional settings.',
        '    <Properties nested>',
        '      <Property name="path" type="string">A base path for every route.</Property>',
        '      <Property name="mode" type="\'a\' | \'b\'">',
        '        How it runs.',
        '      </Property>',
        '    </Properties>',
        '  </Property>',
        '</Properties>',
      ].join('\n'),
    )
    expect(markdown).toBe(
      [
        '- `name` (`string`, required): The unique name of the API.',
        '- `options` (`ApiOptions`): Optional settings.',
        '  - `path` (`string`): A base path for every route.',
        "  - `mode` (`'a' | 'b'`): How it runs.",
        '',
      ].join('\n'),
    )
  })

  it('keeps a Property whose description starts with a code block', () => {
    const markdown = body(['<Properties>', '<Property name="a" type="number">', '', '```ts', 'a = 1', '```', '', '</Property>', '</Properties>'].join('\n'))
    expect(markdown).toBe(['- `a` (`number`)', '', '  ```ts', '  a = 1', '  ```', ''].join('\n'))
  })

  it('turns Resources into a list of absolute links with their descriptions', () => {
    const markdown = body(
      [
        '<Resources>',
        '  <Resource href="/getting-started/quickstart" name="Quickstart" description="Run it locally." customIcon="rocket" pattern={2} />',
        '  <Resource href="https://github.com/nitrictech/nitric" name="GitHub" description="The source." />',
        '</Resources>',
      ].join('\n'),
    )
    expect(markdown).toBe(
      [`- [Quickstart](${SITE}/getting-started/quickstart): Run it locally.`, '- [GitHub](https://github.com/nitrictech/nitric): The source.', ''].join('\n'),
    )
  })

  it('puts a bold system name before the content of each OS tab', () => {
    const markdown = body(
      ['<OSTabs>', '<OSTab os="macos">', '', '```bash', 'brew install nitric', '```', '', '</OSTab>', '<OSTab os="windows">', '', 'Use Scoop.', '', '</OSTab>', '</OSTabs>'].join('\n'),
    )
    expect(markdown).toBe(['**macOS**', '', '```bash', 'brew install nitric', '```', '', '**Windows**', '', 'Use Scoop.', ''].join('\n'))
  })

  it('shows heading tags and labels as text after the heading', () => {
    expect(body("## Create a route {{ tag: 'POST', label: '/customers' }}\n\n### Plain")).toBe('## Create a route (POST /customers)\n\n### Plain\n')
  })

  it('names the file and line of an unsupported heading attribute', () => {
    expect(() => body('## Heading {{ colour: 1 }}')).toThrow(/^content\/apis\.mdx:5:1: heading attribute "colour" is not supported/)
  })

  it('makes site links absolute under /docs, and section links absolute to the page', () => {
    const markdown = body('See [APIs](/apis), [home](/), [libraries](/#libraries), [below](#routes) and [Nitric](https://nitric.io).')
    expect(markdown).toBe(
      `See [APIs](${SITE}/apis), [home](${SITE}), [libraries](${SITE}#libraries), [below](${SITE}/apis#routes) and [Nitric](https://nitric.io).\n`,
    )
  })

  it('keeps tables as GFM tables', () => {
    expect(body('| A | B |\n| --- | --- |\n| `x \\| y` | [z](/z) |')).toBe(`| A | B |\n| - | - |\n| \`x \\| y\` | [z](${SITE}/z) |\n`)
  })

  it('refuses a component that has no Markdown form, naming file and line', () => {
    expect(() => body('Text.\n\n<Chart data="x" />')).toThrow('content/apis.mdx:7:1: <Chart> has no Markdown form')
  })
})
