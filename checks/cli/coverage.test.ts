import { describe, expect, it } from 'vitest'
import { parsePage } from '@/lib/content/page-tree'
import { CliModel } from './check'
import { coverageProblems, pageSections } from './coverage'
import type { CliRelease } from '@/lib/cli/types'

const release: CliRelease = {
  repository: 'example/cli',
  tag: 'v0.1.0',
  version: '0.1.0',
  cobra: '1.8.1',
  previewFeatures: [],
  commands: [
    {
      path: 'nitric',
      synopsis: '',
      summary: '',
      aliases: [],
      shortcuts: [],
      args: [],
      maxArgs: 0,
      runnable: false,
      flags: [{ name: 'ci', type: 'bool', default: 'false', persistent: true, description: '' }],
    },
    {
      path: 'nitric stack',
      synopsis: '',
      summary: '',
      aliases: [],
      shortcuts: [],
      args: [],
      maxArgs: 0,
      runnable: false,
      flags: [],
    },
    {
      path: 'nitric stack update',
      synopsis: '[-s stack]',
      summary: '',
      aliases: ['up'],
      shortcuts: ['nitric up'],
      args: [],
      maxArgs: null,
      runnable: true,
      flags: [
        { name: 'stack', shorthand: 's', type: 'string', default: '', description: '' },
        { name: 'secret', type: 'bool', default: 'false', hidden: true, description: '' },
      ],
    },
  ],
}

const model = new CliModel(release)
const fence = '```'

const page = (stackSection: string) => `
## Global flags

<Properties>
  <Property name="--ci" type="bool">Plain output. Default: \`false\`.</Property>
</Properties>

## nitric

${fence}text
nitric [command]
${fence}

## nitric stack

${fence}text
nitric stack [command]
${fence}

## nitric stack update

${stackSection}
`

const complete = `
${fence}text
nitric stack update [-s stack] [flags]
${fence}

Also \`nitric stack up\` and \`nitric up\`.

<Properties>
  <Property name="--stack, -s" type="string">The stack.</Property>
</Properties>

${fence}bash
nitric up -s dev
${fence}
`

const problems = (source: string) => coverageProblems(model, pageSections(parsePage(page(source), 'cli.mdx').tree))

describe('coverageProblems', () => {
  it('accepts a page that covers every command, flag, alias and synopsis, with an example of each runnable command', () => {
    expect(problems(complete)).toEqual([])
  })

  it('reports a missing flag, a flag the release lacks and a wrong type', () => {
    expect(problems(complete.replace('"--stack, -s" type="string"', '"--stak, -s" type="string"'))).toEqual([
      '## nitric stack update: no <Property name="--stack, -s">',
      '## nitric stack update: documents --stak, -s, which the CLI does not have',
    ])
    expect(problems(complete.replace('type="string"', 'type="bool"'))).toEqual(['## nitric stack update: --stack, -s has type "bool", the CLI\'s is "string"'])
  })

  it('reports a missing default, alias, synopsis, example and section', () => {
    expect(problems(complete).length).toBe(0)
    expect(coverageProblems(model, pageSections(parsePage(page(complete).replace('Default: `false`', ''), 'cli.mdx').tree))).toEqual([
      '## Global flags: --ci does not say "Default: false"',
    ])
    expect(problems(complete.replace('`nitric up`', 'the shortcut'))).toEqual(['## nitric stack update: does not name its alias `nitric up`'])
    expect(problems(complete.replace('nitric stack update [-s stack] [flags]', 'nitric stack update'))).toEqual([
      '## nitric stack update: no `text` fence with the synopsis "nitric stack update [-s stack]"',
    ])
    expect(problems(complete.replace('nitric up -s dev', 'nitric up --bogus'))).toEqual(['## nitric stack update: no `bash` example that runs it'])
    expect(coverageProblems(model, pageSections(parsePage(page(complete).replace('## nitric stack\n', '## Stacks\n'), 'cli.mdx').tree))).toEqual([
      'no "## nitric stack" section',
    ])
  })

  it('reports a section for a command the release does not have', () => {
    expect(problems(`${complete}\n## nitric deploy\n\nDeploys.`)).toEqual(['## nitric deploy: the CLI has no such command'])
  })
})
