/** The part of JSON Schema (draft-07) the provider schemas use. */
export interface SchemaNode {
  $schema?: string
  $id?: string
  $comment?: string
  title?: string
  description?: string
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean'
  properties?: Record<string, SchemaNode>
  /** `false` for a struct (unknown keys fail); a schema for a map whose keys you choose. */
  additionalProperties?: boolean | SchemaNode
  propertyNames?: SchemaNode
  required?: string[]
  minProperties?: number
  maxProperties?: number
  items?: SchemaNode
  enum?: unknown[]
  pattern?: string
  minLength?: number
  default?: unknown
}

/** A key a stack file can set, by its path from the top of the file. */
export interface SchemaKey {
  /** Dotted from the top: `config.<name>.lambda.memory`; `<name>` is a map entry you name, `[]` an item of a list. */
  path: string
  /** How the pages show the type: `integer`, `string[]`, `map<string, string>`. */
  type: string
  default?: unknown
  enum?: unknown[]
}

function isMap(node: SchemaNode): node is SchemaNode & { additionalProperties: SchemaNode } {
  return node.type === 'object' && typeof node.additionalProperties === 'object'
}

/** The type as written in a configuration page's heading tag. */
export function typeLabel(node: SchemaNode): string {
  if (node.type === 'array') return `${node.items ? typeLabel(node.items) : 'any'}[]`
  if (isMap(node)) return `map<string, ${typeLabel(node.additionalProperties)}>`
  return node.type ?? 'any'
}

/**
 * Every key of a schema, depth first in declaration order: named properties, the properties of a map's entries (under
 * `<name>`) and of a list's items (under `[]`). Map entries and list items are not keys themselves.
 */
export function schemaKeys(schema: SchemaNode): SchemaKey[] {
  const keys: SchemaKey[] = []
  const walk = (node: SchemaNode, prefix: string) => {
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name
      keys.push({
        path,
        type: typeLabel(child),
        ...(child.default !== undefined ? { default: child.default } : {}),
        ...(child.enum ? { enum: child.enum } : {}),
      })
      walkValue(child, path)
    }
  }
  const walkValue = (node: SchemaNode, path: string) => {
    if (node.properties) walk(node, path)
    if (isMap(node)) walkValue(node.additionalProperties, `${path}.<name>`)
    if (node.type === 'array' && node.items) walkValue(node.items, `${path}[]`)
  }
  walk(schema, '')
  return keys
}
