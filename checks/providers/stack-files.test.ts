import { describe, expect, it } from 'vitest'
import { checkStackFile, isStackFileExample } from './stack-files'

const messages = (yaml: string) => checkStackFile(yaml).problems.map((problem) => `${problem.line}: ${problem.message}`)

describe('isStackFileExample', () => {
  it('takes YAML named like a stack file, or YAML with a provider key', () => {
    expect(isStackFileExample('yaml', 'nitric.prod.yaml', 'region: us-east-1')).toBe(true)
    expect(isStackFileExample('yaml', 'nitric.dev.yml', 'region: us-east-1')).toBe(true)
    expect(isStackFileExample('yaml', undefined, 'provider: nitric/aws@1.27.5\nregion: us-east-1')).toBe(true)
  })

  it('leaves the project file, other YAML and other languages alone', () => {
    expect(isStackFileExample('yaml', 'nitric.yaml', 'name: shop')).toBe(false)
    expect(isStackFileExample('yaml', '.github/workflows/deploy.yaml', 'on: push')).toBe(false)
    expect(isStackFileExample('bash', 'nitric.dev.yaml', 'provider: x')).toBe(false)
    expect(isStackFileExample('yaml', undefined, 'steps:\n  - provider: nitric/aws@1.27.5')).toBe(false)
  })
})

describe('checkStackFile', () => {
  it('accepts a complete stack file for each provider', () => {
    expect(messages('provider: nitric/aws@1.27.5\nregion: us-east-1\nconfig:\n  default:\n    lambda:\n      memory: 512\n')).toEqual([])
    expect(messages('provider: nitric/gcp@1.27.5\nregion: us-central1\ngcp-project-id: shop-prod\n')).toEqual([])
    expect(messages('provider: nitric/azure@latest\nregion: eastus\norg: Acme\nadminemail: ops@example.com\n')).toEqual([])
    expect(messages('provider: nitric/azuretf@1.27.5\nregion: eastus\nsubscription-id: 00000000-0000-0000-0000-000000000000\nbackend:\n  azurerm:\n    key: dev\n')).toEqual([])
  })

  it('fails a misspelt key, at its line, and suggests the key meant', () => {
    expect(messages('provider: nitric/aws@1.27.5\nregion: us-east-1\nconfig:\n  default:\n    lambda:\n      timout: 30\n')).toEqual([
      '6: unknown key "timout" at config.default.lambda; did you mean "timeout"?',
    ])
    expect(messages('provider: nitric/aws@1.27.5\nregion: us-east-1\nschedule-timezon: UTC\n')[0]).toMatch(/^3: unknown key "schedule-timezon" at the top level; did you mean "schedule-timezone"/)
  })

  it('fails a value of the wrong type', () => {
    expect(messages('provider: nitric/gcp@1.27.5\nregion: us-central1\ngcp-project-id: p\nconfig:\n  default:\n    cloudrun:\n      memory: 1Gi\n')).toEqual([
      '7: config.default.cloudrun.memory must be integer',
    ])
    expect(messages('provider: nitric/aws@1.27.5\nregion: us-east-1\napis:\n  main:\n    domains: api.example.com\n')).toEqual([
      '5: apis.main.domains must be array',
    ])
  })

  it('fails a value outside an enumeration', () => {
    expect(messages('provider: nitric/gcp@1.27.5\nregion: r\ngcp-project-id: p\ndatabases:\n  orders:\n    deletion-policy: KEEP\n')).toEqual([
      '6: databases.orders.deletion-policy must be one of "DELETE", "ABANDON", "delete", "abandon"',
    ])
  })

  it('needs exactly one runtime block in each service type, as the provider does', () => {
    expect(messages('provider: nitric/aws@1.27.5\nregion: r\nconfig:\n  default:\n    telemetry: 0\n')).toEqual([
      '5: config.default is missing the required key "lambda"',
    ])
    expect(messages('provider: nitric/aws@1.27.5\nregion: r\nconfig:\n  default:\n    lambda: {}\n    cloudrun: {}\n')[0]).toMatch(/unknown key "cloudrun"/)
  })

  it('needs the keys the provider cannot deploy without', () => {
    expect(messages('provider: nitric/aws@1.27.5\n')).toEqual(['1: the top level is missing the required key "region"'])
    expect(messages('provider: nitric/azuretf@1.27.5\nregion: eastus\n')).toEqual(['1: the top level is missing the required key "subscription-id"'])
  })

  it('keeps Terraform keys to the Terraform providers', () => {
    expect(messages('provider: nitric/aws@1.27.5\nregion: r\noutdir: tf\n')[0]).toMatch(/unknown key "outdir"/)
    expect(messages('provider: nitric/awstf@1.27.5\nregion: r\nbackend:\n  s3: {}\n  gcs: {}\n')[0]).toMatch(/backend must NOT have more than 1 properties/)
  })

  it('refuses a stack file without a provider, or with one the CLI cannot parse or does not know', () => {
    expect(messages('region: us-east-1\n')).toEqual(['1: a stack file must name its provider, such as "provider: nitric/aws@1.27.5"'])
    expect(messages('region: r\nprovider: nitric/aws@1.27\n')).toEqual([
      '2: "nitric/aws@1.27" is not a provider id the CLI accepts (<org>/<name>@<version>, such as nitric/aws@1.27.5)',
    ])
    expect(messages('provider: nitric/oracle@1.27.5\nregion: r\n')[0]).toMatch(/^1: no provider nitric\/oracle/)
  })

  it('leaves custom and Docker providers, whose keys are their own, unchecked', () => {
    expect(checkStackFile('provider: acme/aws@0.0.1\nregion: r\nanything: 1\n')).toEqual({ problems: [] })
    expect(checkStackFile('provider: docker://acme/provider:1\nanything: 1\n')).toEqual({ problems: [] })
  })

  it('leaves the 0.x providers’ older stack files, which no schema here describes, unchecked', () => {
    expect(checkStackFile('name: dev\nprovider: nitric/aws@0.35.0\nregion: us-east-1\n')).toEqual({ problems: [] })
    expect(messages('name: dev\nprovider: nitric/aws@1.27.5\nregion: us-east-1\n')[0]).toMatch(/unknown key "name"/)
  })

  it('reports YAML syntax errors at their line', () => {
    expect(messages('provider: nitric/aws@1.27.5\nregion: [us-east-1\n')[0]).toMatch(/^\d: invalid YAML/)
  })
})
