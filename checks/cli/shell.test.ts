import { describe, expect, it } from 'vitest'
import { nitricInvocations } from './shell'

describe('nitricInvocations', () => {
  it('finds nitric as the first word of each command, with its words', () => {
    expect(nitricInvocations('nitric up -s dev\nnpm install\nnitric stack new prod aws')).toEqual([
      { line: 0, argv: ['up', '-s', 'dev'] },
      { line: 2, argv: ['stack', 'new', 'prod', 'aws'] },
    ])
  })

  it('groups quoted words and drops comments', () => {
    expect(nitricInvocations('nitric new hello-world "official/TypeScript - Starter" # from a template')).toEqual([
      { line: 0, argv: ['new', 'hello-world', 'official/TypeScript - Starter'] },
    ])
    expect(nitricInvocations('# nitric down\necho "# nitric down"')).toEqual([])
  })

  it('splits commands at operators and skips assignments and a copied prompt', () => {
    expect(nitricInvocations('cd app && PULUMI_CONFIG_PASSPHRASE=x nitric up --ci; $ nitric version')).toEqual([
      { line: 0, argv: ['up', '--ci'] },
      { line: 0, argv: ['version'] },
    ])
  })

  it('joins continued lines and reports the line the command starts on', () => {
    expect(nitricInvocations('export A=1\nnitric stack update \\\n  --stack prod \\\n  --ci\n')).toEqual([{ line: 1, argv: ['stack', 'update', '--stack', 'prod', '--ci'] }])
  })

  it('leaves out redirections and their files', () => {
    expect(nitricInvocations('nitric completion zsh > "${fpath[1]}/_nitric"\nnitric spec 2>&1 >> log.txt\nnitric version 2> err.txt')).toEqual([
      { line: 0, argv: ['completion', 'zsh'] },
      { line: 1, argv: ['spec'] },
      { line: 2, argv: ['version'] },
    ])
  })

  it('ignores nitric as an argument of another command', () => {
    expect(nitricInvocations('brew install nitrictech/tap/nitric\nscoop install nitric\nwhich nitric')).toEqual([])
  })
})
