import type { Code } from 'mdast'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { canonicalLanguage } from '@/lib/code/languages'
import { parseCodeMeta } from '@/lib/content/code-meta'
import { pageTree } from '@/lib/content/page-tree'
import { readPageSource } from '@/lib/content/pages'
import { documentedKeys, formatDefault, type DocumentedKey } from '../../checks/providers/documented-keys'
import { PROVIDER_SCHEMAS } from '@/lib/providers/registry'
import { schemaKeys } from '@/lib/providers/schema'
import { checkStackFile, isStackFileExample } from '../../checks/providers/stack-files'
import { site } from '@/lib/site/site'

const docs = site()

function treeOf(route: string) {
  const page = docs.page(route)
  if (!page) throw new Error(`no page ${route}`)
  return { file: page.file, tree: pageTree(readPageSource(page), page.file).tree }
}

interface StackExample {
  file: string
  line: number
  code: string
}

const stackExamples: StackExample[] = docs.pages.flatMap((page) => {
  const { file, tree } = treeOf(page.route)
  const found: StackExample[] = []
  visit(tree, 'code', (node: Code) => {
    if (!node.lang) return
    const { label, tool } = parseCodeMeta(node.meta)
    // Another tool's YAML (a Serverless Framework file has a top-level provider: too) is not a Nitric stack file.
    if (tool === undefined && isStackFileExample(canonicalLanguage(node.lang), label, node.value)) {
      found.push({ file, line: node.position?.start.line ?? 1, code: node.value })
    }
  })
  return found
})

describe('stack-file examples', () => {
  const checks = stackExamples.map((example) => ({ example, check: checkStackFile(example.code) }))

  it('each validate against the schema of the provider they name', () => {
    // A problem's line is inside the YAML; the fence opens on the line before it.
    const problems = checks.flatMap(({ example, check }) => check.problems.map((problem) => `${example.file}:${example.line + problem.line}: ${problem.message}`))
    expect(problems).toEqual([])
  })

  it('cover every provider schema', () => {
    const checked = new Set(checks.map(({ check }) => check.schema))
    expect(PROVIDER_SCHEMAS.map(({ name }) => name).filter((name) => !checked.has(name))).toEqual([])
  })
})

describe('provider configuration pages and schemas', () => {
  const pagesOf = new Map<string, DocumentedKey[]>()
  const keysOn = (route: string) => {
    let keys = pagesOf.get(route)
    if (!keys) {
      keys = documentedKeys(treeOf(route).tree)
      pagesOf.set(route, keys)
    }
    return keys
  }

  it('document every key of every schema', () => {
    const missing = PROVIDER_SCHEMAS.flatMap(({ name, schema, pages }) => {
      const documented = new Set(pages.flatMap((route) => keysOn(route).map((key) => key.path)))
      return schemaKeys(schema)
        .filter((key) => !documented.has(key.path))
        .map((key) => `nitric/${name}: ${key.path} is on none of ${pages.join(', ')}`)
    })
    expect(missing).toEqual([])
  })

  it('document only keys a schema of the page has, with its type and default', () => {
    const routes = [...new Set(PROVIDER_SCHEMAS.flatMap(({ pages }) => pages))]
    const problems = routes.flatMap((route) => {
      const schemas = PROVIDER_SCHEMAS.filter(({ pages }) => pages.includes(route))
      const known = new Map(schemas.flatMap(({ schema }) => schemaKeys(schema).map((key) => [key.path, key] as const)))
      const { file } = treeOf(route)
      return keysOn(route).flatMap((key) => {
        const where = `${file}:${key.line}: ${key.path}`
        const expected = known.get(key.path)
        if (!expected) return [`${where} is in no schema of ${schemas.map(({ name }) => `nitric/${name}`).join(', ')}`]
        const found: string[] = []
        if (!key.path.endsWith(key.key)) found.push(`${where}: the heading names ${key.key}`)
        if (key.type !== expected.type) found.push(`${where}: type ${key.type}, schema says ${expected.type}`)
        const stated = expected.default === undefined ? undefined : formatDefault(expected.default)
        if (key.default !== stated) found.push(`${where}: default ${key.default ?? '(none)'}, schema says ${stated ?? '(none)'}`)
        return found
      })
    })
    expect(problems).toEqual([])
  })

  it('document each key once per page', () => {
    const routes = [...new Set(PROVIDER_SCHEMAS.flatMap(({ pages }) => pages))]
    const repeated = routes.flatMap((route) => {
      const paths = keysOn(route).map((key) => key.path)
      return paths.filter((path, index) => paths.indexOf(path) !== index).map((path) => `${route}: ${path}`)
    })
    expect(repeated).toEqual([])
  })
})

describe('provider routes of the previous site', () => {
  it('redirect its two dead Pulumi links to the pages that answer them', () => {
    const targets = Object.fromEntries(docs.redirects.map((redirect) => [redirect.source, redirect.destination]))
    expect(targets['/reference/pulumi/pulumi-cloud']).toBe('/reference/providers/pulumi')
    expect(targets['/reference/pulumi/custom-providers']).toBe('/reference/providers/pulumi/custom')
  })
})
