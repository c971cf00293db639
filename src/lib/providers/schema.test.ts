import { describe, expect, it } from 'vitest'
import { PROVIDER_SCHEMAS, providerSchema } from './registry'
import { schemaKeys, typeLabel, type SchemaNode } from './schema'

const sample: SchemaNode = {
  type: 'object',
  additionalProperties: false,
  properties: {
    region: { type: 'string' },
    tags: { type: 'object', additionalProperties: { type: 'string' } },
    config: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: { lambda: { type: 'object', additionalProperties: false, properties: { memory: { type: 'integer', default: 128 } } } },
      },
    },
    devices: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { size: { type: 'integer' } } } },
  },
}

describe('schemaKeys', () => {
  it('lists every key by its path, maps under <name> and list items under []', () => {
    expect(schemaKeys(sample)).toEqual([
      { path: 'region', type: 'string' },
      { path: 'tags', type: 'map<string, string>' },
      { path: 'config', type: 'map<string, object>' },
      { path: 'config.<name>.lambda', type: 'object' },
      { path: 'config.<name>.lambda.memory', type: 'integer', default: 128 },
      { path: 'devices', type: 'object[]' },
      { path: 'devices[].size', type: 'integer' },
    ])
  })

  it('labels types as the configuration pages write them', () => {
    expect(typeLabel({ type: 'array', items: { type: 'string' } })).toBe('string[]')
    expect(typeLabel({ type: 'object', additionalProperties: { type: 'object' } })).toBe('map<string, object>')
    expect(typeLabel({ type: 'object', additionalProperties: false, properties: {} })).toBe('object')
  })
})

describe('provider schemas', () => {
  it('reject unknown keys in every object whose keys the provider defines', () => {
    const open: string[] = []
    const walk = (node: SchemaNode, path: string) => {
      if (node.properties && node.additionalProperties !== false) open.push(path)
      for (const [name, child] of Object.entries(node.properties ?? {})) walk(child, `${path}.${name}`)
      if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}.<name>`)
      if (node.items) walk(node.items, `${path}[]`)
    }
    for (const { name, schema } of PROVIDER_SCHEMAS) walk(schema, name)
    expect(open).toEqual([])
  })

  it('give each Terraform provider every key of the Pulumi provider whose configuration it decodes', () => {
    for (const entry of PROVIDER_SCHEMAS.filter((candidate) => candidate.extends)) {
      const base = providerSchema(entry.extends ?? '')
      expect(base, entry.name).toBeDefined()
      const own = new Map(schemaKeys(entry.schema).map((key) => [key.path, key]))
      const missing = schemaKeys(base!.schema).filter((key) => key.path !== 'provider' && JSON.stringify(own.get(key.path)) !== JSON.stringify(key))
      expect(missing.map((key) => `${entry.name}: ${key.path}`)).toEqual([])
      expect(own.has('backend') && own.has('outdir')).toBe(true)
    }
  })
})
