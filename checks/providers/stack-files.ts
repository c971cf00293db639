import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import { LineCounter, parseDocument } from 'yaml'
import { PROVIDER_SCHEMAS, providerSchema } from '@/lib/providers/registry'
import type { SchemaNode } from '@/lib/providers/schema'

/** The CLI's stack file name (`nitric.<stack>.yaml`); `nitric.yaml`, the project file, is not one. */
const STACK_FILE_NAME = /^nitric\.\S+\.ya?ml$/i

/** A top-level `provider:` key: the mark of a stack file whatever its label. */
const PROVIDER_LINE = /^provider:/m

/**
 * The CLI's provider id, `<org>/<name>@<version>` with a semantic version or `latest`
 * (pkg/provider/standard.go in nitrictech/cli).
 */
const PROVIDER_ID =
  /^(\w+)\/(\w+)@(latest|(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?)$/

/** Whether a code fence is a stack file: YAML shown as `nitric.<stack>.yaml`, or YAML with a `provider:` key. */
export function isStackFileExample(language: string, label: string | undefined, code: string): boolean {
  if (language !== 'yaml') return false
  return (label !== undefined && STACK_FILE_NAME.test(label)) || PROVIDER_LINE.test(code)
}

export interface StackFileProblem {
  /** 1-based line inside the YAML, when the problem has a place. */
  line: number
  message: string
}

export interface StackFileCheck {
  /** The schema it was checked against; unset when it names a provider outside `nitric/`, whose keys are its own. */
  schema?: string
  problems: StackFileProblem[]
}

const ajv = new Ajv({ allErrors: true, strict: true, verbose: true })
const validators = new Map<string, ValidateFunction>()

function validatorFor(name: string, schema: SchemaNode): ValidateFunction {
  let validate = validators.get(name)
  if (!validate) {
    validate = ajv.compile(schema)
    validators.set(name, validate)
  }
  return validate
}

/** Levenshtein distance, to suggest the key a misspelt one was meant to be. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]!
}

function describe(error: ErrorObject): string {
  const where = error.instancePath ? error.instancePath.slice(1).split('/').join('.') : 'the top level'
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty)
      const known = Object.keys((error.parentSchema as SchemaNode | undefined)?.properties ?? {})
      const near = known.filter((name) => distance(name, key) <= 2)
      const hint = near.length > 0 ? `; did you mean ${near.map((name) => `"${name}"`).join(' or ')}?` : `; known keys: ${known.join(', ')}`
      return `unknown key "${key}" at ${where}${hint}`
    }
    case 'required':
      return `${where} is missing the required key "${String(error.params.missingProperty)}"`
    case 'enum':
      return `${where} must be one of ${(error.params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`
    default:
      return `${where} ${error.message ?? 'is invalid'}`
  }
}

/** Checks one stack file's YAML against the schema of the provider it names. */
export function checkStackFile(yamlText: string): StackFileCheck {
  const lineCounter = new LineCounter()
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: false })
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line)
  if (document.errors.length > 0) {
    return { problems: document.errors.map((error) => ({ line: lineOf(error.pos[0]), message: `invalid YAML: ${error.message}` })) }
  }
  const data: unknown = document.toJS()
  const provider = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).provider : undefined
  if (typeof provider !== 'string') {
    return { problems: [{ line: 1, message: 'a stack file must name its provider, such as "provider: nitric/aws@1.27.5"' }] }
  }
  const placeOf = (path: Array<string | number>) => (document.getIn(path, true) as { range?: [number] } | undefined)?.range?.[0]
  const providerLine = lineOf(placeOf(['provider']))
  if (provider.startsWith('docker://')) return { problems: [] }
  const match = PROVIDER_ID.exec(provider)
  if (!match) {
    return { problems: [{ line: providerLine, message: `"${provider}" is not a provider id the CLI accepts (<org>/<name>@<version>, such as nitric/aws@1.27.5)` }] }
  }
  const [, organisation, name, , major] = match
  if (organisation !== 'nitric') return { problems: [] }
  // The 0.x providers, which the v0 SDKs deploy with through CLI 1.33.6, read that CLI's older stack file
  // (`nitric-<stack>.yaml`, with a `name` key); the schemas here are of release 1.27.5 only.
  if (major === '0') return { problems: [] }
  const entry = providerSchema(name ?? '')
  if (!entry) {
    const known = PROVIDER_SCHEMAS.map((schema) => `nitric/${schema.name}`).join(', ')
    return { problems: [{ line: providerLine, message: `no provider nitric/${name} (known: ${known})` }] }
  }
  const validate = validatorFor(entry.name, entry.schema)
  if (validate(data)) return { schema: entry.name, problems: [] }
  const problems = (validate.errors ?? []).map((error) => {
    const path = error.instancePath.split('/').slice(1).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))
    const key = error.keyword === 'additionalProperties' ? [...path, String(error.params.additionalProperty)] : path
    // A key whose value is empty has no node of its own; its parent still has a place.
    return { line: lineOf(placeOf(key) ?? placeOf(path)), message: describe(error) }
  })
  return { schema: entry.name, problems }
}
