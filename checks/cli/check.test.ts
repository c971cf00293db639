import { describe, expect, it } from 'vitest'
import { CliModel } from './check'
import { CLI_RELEASE } from '@/lib/cli/commands'

const model = new CliModel(CLI_RELEASE)
const resolve = (line: string) => {
  const result = model.resolve(line.split(' ').filter(Boolean))
  return { path: result.command?.path, problems: result.problems }
}

describe('the CLI data', () => {
  it('names each command once, under a parent that exists', () => {
    const paths = CLI_RELEASE.commands.map((command) => command.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths.filter((item) => item !== 'nitric')) {
      expect(paths, path).toContain(path.slice(0, path.lastIndexOf(' ')))
    }
  })

  it('gives each command distinct flag names and shorthands, including the ones it inherits', () => {
    for (const command of CLI_RELEASE.commands) {
      const flags = model.flags(command)
      const names = flags.map((flag) => flag.name)
      const shorthands = flags.flatMap((flag) => (flag.shorthand ? [flag.shorthand] : []))
      expect(new Set(names).size, command.path).toBe(names.length)
      expect(new Set(shorthands).size, command.path).toBe(shorthands.length)
    }
  })

  it('uses one type per flag letter across the release, as the command line is split before the command is known', () => {
    const types = new Map<string, Set<string>>()
    for (const flag of CLI_RELEASE.commands.flatMap((command) => command.flags)) {
      for (const key of [`--${flag.name}`, ...(flag.shorthand ? [`-${flag.shorthand}`] : [])]) {
        types.set(key, (types.get(key) ?? new Set()).add(flag.type === 'bool' ? 'bool' : 'value'))
      }
    }
    expect([...types].filter(([, kinds]) => kinds.size > 1).map(([key]) => key)).toEqual([])
  })
})

describe('CliModel.resolve', () => {
  it('finds commands by path, alias and top-level shortcut', () => {
    expect(resolve('stack new dev aws')).toEqual({ path: 'nitric stack new', problems: [] })
    expect(resolve('stack up -s dev')).toEqual({ path: 'nitric stack update', problems: [] })
    expect(resolve('up --stack dev --ci')).toEqual({ path: 'nitric stack update', problems: [] })
    expect(resolve('spec -o out.json')).toEqual({ path: 'nitric debug spec', problems: [] })
    expect(resolve('')).toEqual({ path: 'nitric', problems: [] })
  })

  it('accepts flag forms pflag accepts: =value, attached shorthand values, bundled bools, flags before the command', () => {
    expect(resolve('up --stack=dev').problems).toEqual([])
    expect(resolve('up -sdev').problems).toEqual([])
    expect(resolve('stack down -ys dev').problems).toEqual([])
    expect(resolve('--ci up -s dev').problems).toEqual([])
    expect(resolve('start --no-browser=true').problems).toEqual([])
    expect(resolve('stack new --help').problems).toEqual([])
  })

  it('reports a misspelt or misplaced flag', () => {
    expect(resolve('up --stak dev').problems).toEqual(['`nitric up --stak dev`: `nitric stack update` has no flag `--stak`'])
    expect(resolve('start -s dev').problems).toEqual(['`nitric start -s dev`: `nitric start` has no flag `-s`'])
    expect(resolve('stack list --stack dev').problems).toEqual(['`nitric stack list --stack dev`: `nitric stack list` has no flag `--stack`'])
  })

  it('reports a flag without its value and a bool given a word', () => {
    expect(resolve('up --stack').problems).toEqual(['`nitric up --stack`: `--stack` needs a value'])
    expect(resolve('start --no-browser=yes').problems).toHaveLength(1)
  })

  it('reports unknown subcommands and too many arguments', () => {
    expect(resolve('stack create dev').problems).toEqual(['`nitric stack create dev`: `nitric stack` has no subcommand `create`'])
    expect(resolve('deploy').problems).toEqual(['`nitric deploy`: `nitric` has no subcommand `deploy`'])
    expect(resolve('stack down dev').problems).toEqual(['`nitric stack down dev`: `nitric stack down` takes at most 0 argument(s), got 1'])
    expect(resolve('new a ts-starter c').problems).toHaveLength(1)
  })

  it('reports a template or provider name the CLI would not find, and lets placeholders through', () => {
    expect(resolve('new my-app ts-starter').problems).toEqual([])
    expect(resolve('new my-app official/TypeScript').problems).toEqual([
      '`nitric new my-app official/TypeScript`: `official/TypeScript` is not a templateName the CLI accepts (ts-starter, ts-starter-deno, js-starter, py-starter, py-starter-pipenv, dart-starter, go-starter)',
    ])
    expect(resolve('stack new prod aws-tf').problems).toEqual([])
    expect(resolve('stack new prod awstf').problems).toHaveLength(1)
    expect(resolve('new my-app <template>').problems).toEqual([])
  })

  it('takes words after -- as arguments, not flags', () => {
    expect(resolve('new -- --weird-name').problems).toEqual([])
  })
})
