import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Language, Parser, type Node } from 'web-tree-sitter'
import { declaredName, loadDartSurface, type DartSignature, type DartStubSurface } from '../../surfaces/dart-surface'
import { missingSurface, pageFolder, type ExampleBatch, type ExampleChecker, type ExampleProblem, type PageExample } from '../harness'

/** The Dart grammar, compiled to WebAssembly, from the `tree-sitter-wasms` package (no Dart toolchain is needed). */
const GRAMMAR = 'node_modules/tree-sitter-wasms/out/tree-sitter-dart.wasm'
/** Packages other than the SDK that examples may import, shared by every release; their APIs are not checked. */
const THIRD_PARTY = 'tests/sdk-stubs/dart/third-party.json'
/** The Dart core libraries (`dart:convert`…) an example can import. */
const DART_LIBRARIES = new Set(['async', 'collection', 'convert', 'core', 'developer', 'io', 'isolate', 'math', 'typed_data'])
/** What every Dart object has, so no stub needs to list it. */
const OBJECT_MEMBERS = new Set(['toString', 'hashCode', 'runtimeType', 'noSuchMethod'])

let parser: Promise<Parser> | undefined

/** One parser for the process: loading the grammar takes longer than parsing every example. */
export function dartParser(): Promise<Parser> {
  parser ??= (async () => {
    await Parser.init()
    const language = await Language.load(readFileSync(path.join(process.cwd(), GRAMMAR)))
    return new Parser().setLanguage(language)
  })()
  return parser
}

export interface DartProblem {
  /** Line in the example, from 1. */
  line: number
  message: string
}

/** What the checker can know of a value: a class of the stubs (by key), a class or enum itself, or a stub type name. */
type Known = string | undefined

const CLASS = 'class:'

function lineOf(node: Node): number {
  return node.startPosition.row + 1
}

function named(node: Node): Node[] {
  return node.namedChildren.filter((child): child is Node => child !== null)
}

function descendants(node: Node, type: string): Node[] {
  return node.descendantsOfType(type).filter((child): child is Node => child !== null)
}

function stringValue(node: Node | null | undefined): string | undefined {
  const literal = node ? descendants(node, 'string_literal')[0] : undefined
  return literal?.text.replace(/^(['"])(.*)\1$/s, '$2')
}

function inner(type: string, wrapper: RegExp): string | undefined {
  return wrapper.exec(type.trim())?.[1]
}

const FUTURE = /^Future<(.*)>\??$/
const ELEMENTS = /^(?:List|Stream|Iterable)<(.*)>\??$/

/** The type part of a `Type name` parameter. */
function paramType(param: string): string {
  return param.replace(/\s*=.*$/, '').replace(/\s+\w+$/, '')
}

/** The part of an example another example on its page can import: its top-level values and their types. */
interface Library {
  names: Map<string, Known>
}

/**
 * Reads one example the way the analyzer reads a Dart library, with no more type inference than it takes to follow
 * SDK values: the types of `Nitric.*` results, of variables and loop variables assigned from them, of what awaiting a
 * future gives, of handler context parameters (`ctx.req`, `ctx.res`) and of parameters written with an SDK type.
 */
class DartExample {
  readonly problems: DartProblem[] = []
  private readonly scopes: Map<string, Known>[] = []
  /** Parameter types for a function literal (by node id), set where it is passed as a handler. */
  private readonly handlerParams = new Map<number, Known>()
  private readonly evaluated = new Map<number, Known>()
  /** SDK names the example's imports bring in. */
  private readonly imported = new Set<string>()
  /** Names the example declares itself, which may shadow the SDK's. */
  private readonly declared = new Set<string>()
  readonly exports = new Map<string, Known>()

  constructor(
    private readonly surface: DartStubSurface,
    private readonly thirdParty: Set<string>,
    private readonly resolveImport: (uri: string) => Library | string,
  ) {}

  analyze(root: Node): void {
    this.syntaxErrors(root)
    if (this.problems.length > 0) return
    const top = new Map<string, Known>()
    this.scopes.push(top)
    for (const child of named(root)) {
      if (child.type === 'import_or_export') this.importDirective(child)
      if (child.type === 'function_signature' || child.type === 'class_definition' || child.type === 'enum_declaration') {
        const name = child.childForFieldName('name')?.text ?? named(child).find((node) => node.type === 'identifier')?.text
        if (name) this.declared.add(name)
      }
    }
    this.visit(root)
    for (const [name, type] of top) this.exports.set(name, type)
  }

  private report(node: Node, message: string): void {
    this.problems.push({ line: lineOf(node), message })
  }

  private syntaxErrors(root: Node): void {
    const walk = (node: Node) => {
      if (node.isMissing) return this.report(node, `syntax error: missing ${node.type}`)
      if (node.type === 'ERROR') return this.report(node, `syntax error at \`${node.text.split('\n')[0]?.slice(0, 40)}\``)
      if (node.hasError) for (const child of node.children) if (child) walk(child)
    }
    walk(root)
  }

  private importDirective(node: Node): void {
    const uri = stringValue(descendants(node, 'configurable_uri')[0] ?? descendants(node, 'uri')[0])
    if (!uri) return
    const prefix = `package:${this.surface.package}/`
    if (uri.startsWith(prefix)) {
      const library = this.surface.libraries[uri.slice(prefix.length)]
      if (!library) {
        const known = Object.keys(this.surface.libraries).map((name) => `${prefix}${name}`)
        return this.report(node, `${uri} is not a public library of ${this.surface.package} ${this.surface.release} (it has ${known.join(', ')})`)
      }
      const shown = descendants(node, 'combinator').flatMap((combinator) => (combinator.text.startsWith('show') ? descendants(combinator, 'identifier').map((id) => id.text) : []))
      for (const name of library.names) if (shown.length === 0 || shown.includes(name)) this.imported.add(name)
      return
    }
    if (uri.startsWith('dart:')) {
      if (!DART_LIBRARIES.has(uri.slice(5))) this.report(node, `${uri} is not a Dart core library a service can use`)
      return
    }
    if (uri.startsWith('package:')) {
      const name = uri.slice(8).split('/')[0] ?? ''
      if (!this.thirdParty.has(name)) this.report(node, `package ${name} is not one the examples may use: add it to ${THIRD_PARTY}`)
      return
    }
    const library = this.resolveImport(uri)
    if (typeof library === 'string') return this.report(node, library)
    for (const [name, type] of library.names) {
      this.declared.add(name)
      this.scopes[0]?.set(name, type)
    }
  }

  private lookup(name: string): { found: boolean; type: Known } {
    for (let index = this.scopes.length - 1; index >= 0; index--) {
      const scope = this.scopes[index]!
      if (scope.has(name)) return { found: true, type: scope.get(name) }
    }
    return { found: false, type: undefined }
  }

  private bind(name: string, type: Known): void {
    this.scopes[this.scopes.length - 1]?.set(name, type)
  }

  /** A type written in the example (`HttpContext`, `HttpContext?`), when it is an SDK class. */
  private writtenType(node: Node | undefined): Known {
    const name = node?.text.replace(/\?$/, '')
    return name && this.surface.classes[name] && !this.declared.has(name) ? name : undefined
  }

  private visit(node: Node): void {
    const scoped = ['block', 'function_expression', 'for_statement', 'function_body', 'class_body'].includes(node.type)
    if (scoped) this.scopes.push(new Map())
    if (node.type === 'function_expression') this.bindParameters(node, this.handlerParams.get(node.id))
    if (node.type === 'function_body') {
      const signature = node.previousNamedSibling
      if (signature && /signature$/.test(signature.type)) this.bindParameters(signature, undefined)
    }

    const children = named(node)
    children.forEach((child, index) => {
      if (child.type !== 'selector' && children[index + 1]?.type === 'selector') this.chain(children, index)
    })
    if (node.type === 'const_object_expression' || node.type === 'new_expression') this.expression(node)
    if (node.type === 'assignable_expression') this.assignmentTarget(children)
    if (node.type === 'initialized_variable_definition' || node.type === 'static_final_declaration' || node.type === 'for_loop_parts') this.declaration(node, children)
    for (const child of children) this.visit(child)
    if (scoped) this.scopes.pop()
  }

  /** `ctx.res.status = 404`: the member assigned to must be a field of a known type. */
  private assignmentTarget(children: Node[]): void {
    const target = children.at(-1)
    const member = target && /assignable_selector$/.test(target.type) ? named(target).find((child) => child.type === 'identifier') : undefined
    if (!member || children.length < 2) return
    const owner = children.length === 2 ? this.expression(children[0]!) : this.chain(children, 0)
    this.property(owner, member)
  }

  /** Parameters with an SDK type are known; the first parameter of a handler literal is its context. */
  private bindParameters(node: Node, context: Known): void {
    const list = node.childForFieldName('parameters') ?? named(node).find((child) => child.type === 'formal_parameter_list')
    const parameters = list ? descendants(list, 'formal_parameter') : []
    parameters.forEach((parameter, index) => {
      const parts = named(parameter)
      const name = parts.filter((part) => part.type === 'identifier').at(-1)?.text
      if (!name) return
      const written = this.writtenType(parts.find((part) => part.type === 'type_identifier'))
      this.bind(name, written ?? (index === 0 ? context : undefined))
    })
  }

  private declaration(node: Node, children: Node[]): void {
    const nameIndex = children.findIndex((child) => child.type === 'identifier')
    const name = children[nameIndex]
    if (!name) return
    const value = children.slice(nameIndex + 1)
    let type = this.writtenType(children.slice(0, nameIndex).find((child) => child.type === 'type_identifier'))
    if (!type && value.length > 0) type = this.sequence(value)
    // `for (final file in await bucket.files())`: the loop variable is an element of the list or stream.
    if (node.type === 'for_loop_parts') {
      const iterated = type
      const awaitFor = node.parent?.children.some((child) => child?.type === 'await') ?? false
      if (iterated && FUTURE.test(iterated)) this.report(node, `await the ${iterated} before looping over it`)
      else if (iterated && /^Stream</.test(iterated) && !awaitFor) this.report(node, `a ${iterated} is read with \`await for\`, not \`for\``)
      type = iterated && inner(iterated, ELEMENTS)
    }
    this.bind(name.text, type)
  }

  /** The type of an expression written as a run of sibling nodes: a primary and the selectors that follow it. */
  private sequence(nodes: Node[]): Known {
    if (nodes.length === 0) return undefined
    if (nodes.length > 1 && nodes[1]?.type === 'selector') return this.chain(nodes, 0)
    return nodes.length === 1 ? this.expression(nodes[0]!) : undefined
  }

  private expression(node: Node): Known {
    switch (node.type) {
      case 'identifier':
        return this.primary(node)
      case 'parenthesized_expression':
      case 'unary_expression':
        return this.sequence(named(node))
      case 'await_expression': {
        const awaited = this.sequence(named(node))
        return awaited && inner(awaited, FUTURE)
      }
      case 'const_object_expression':
      case 'new_expression': {
        const className = named(node).find((child) => child.type === 'type_identifier')
        const args = named(node).find((child) => child.type === 'arguments')
        if (!className || !args) return undefined
        if (this.evaluated.has(node.id)) return this.evaluated.get(node.id)
        const type = this.primary(className)
        const result = type?.startsWith(CLASS) ? this.call(type, undefined, args, node) : undefined
        this.evaluated.set(node.id, result)
        return result
      }
      default:
        return undefined
    }
  }

  /** An identifier at the start of an expression: a variable, or an SDK class, enum or function. */
  private primary(node: Node): Known {
    const name = node.text
    const local = this.lookup(name)
    if (local.found || this.declared.has(name)) return local.type
    const surface = this.surface
    const isSdkName = surface.classes[name] || surface.enums[name] || surface.functions[name] || surface.handlers[name] || surface.callables[name]
    if (!isSdkName) return undefined
    if (!this.imported.has(name)) {
      const library = Object.entries(surface.libraries).find(([, exported]) => exported.names.includes(name))?.[0]
      this.report(node, library ? `${name} is not imported: add import 'package:${surface.package}/${library}';` : `${name} is not exported by any public library of ${surface.package} ${surface.release}`)
      return undefined
    }
    return `${CLASS}${name}`
  }

  /** Follows `primary.member(args).member…`, checking each member of a known type, and returns the result's type. */
  private chain(nodes: Node[], start: number): Known {
    const head = nodes[start]!
    if (this.evaluated.has(head.id)) return this.evaluated.get(head.id)
    let type = this.expression(head)
    let index = start + 1
    while (index < nodes.length && nodes[index]!.type === 'selector') {
      const selector = nodes[index]!
      const part = named(selector)[0]
      const next = nodes[index + 1]
      const nextArgs = next?.type === 'selector' ? named(next)[0] : undefined
      if (!part) {
        // `!`: the same value, no longer nullable.
        index++
        continue
      }
      if (part.type === 'unconditional_assignable_selector' || part.type === 'conditional_assignable_selector') {
        const member = named(part).find((child) => child.type === 'identifier')
        if (nextArgs?.type === 'argument_part') {
          const args = named(nextArgs).find((child) => child.type === 'arguments')
          type = member && args ? this.call(type, member, args, member) : undefined
          index += 2
        } else {
          type = member ? this.property(type, member) : undefined
          index++
        }
        continue
      }
      if (part.type === 'argument_part') {
        const args = named(part).find((child) => child.type === 'arguments')
        type = args ? this.call(type, undefined, args, head) : undefined
        index++
        continue
      }
      type = undefined
      index++
    }
    this.evaluated.set(head.id, type)
    return type
  }

  private classMember(key: string, member: string): { method?: DartSignature; field?: string; owner?: string } {
    for (let current: string | undefined = key; current; current = this.surface.classes[current]?.extends) {
      const declared = this.surface.classes[current]
      if (!declared) break
      const method = declared.methods?.[member]
      if (method) return { method, owner: current }
      const field = declared.fields?.[member]
      if (field) return { field, owner: current }
    }
    return {}
  }

  private property(type: Known, member: Node): Known {
    if (!type) return undefined
    const name = member.text
    if (type.startsWith(CLASS)) {
      const target = type.slice(CLASS.length)
      const values = this.surface.enums[target]
      if (values && !values.includes(name) && name !== 'values') this.report(member, `${target} has no value ${name} in ${this.release()} (it has ${values.join(', ')})`)
      return values ? target : undefined
    }
    const key = type.replace(/\?$/, '')
    if (!this.surface.classes[key] || OBJECT_MEMBERS.has(name)) return undefined
    const found = this.classMember(key, name)
    if (found.field) return found.field
    if (!found.method) this.report(member, `${declaredName(this.surface, key)} has no member ${name} in ${this.release()}${this.suggest(key)}`)
    return undefined
  }

  /** A call of `member` on a value of `type`, or of the value itself when there is no member. */
  private call(type: Known, member: Node | undefined, args: Node, at: Node): Known {
    if (!type) return undefined
    const name = member?.text
    if (type.startsWith(CLASS)) {
      const target = type.slice(CLASS.length)
      const declared = this.surface.classes[target]
      if (!name) {
        // A top-level function, or a constructor; the stubs record constructors only for what services build.
        const signature = declared ? (Object.hasOwn(declared, 'constructor') ? declared.constructor : undefined) : this.surface.functions[target]
        if (signature) this.arguments(target, signature, args, at)
        return declared ? target : signature?.returns
      }
      const statics = declared?.static
      if (!statics) return undefined
      const signature = statics[name]
      if (!signature) {
        this.report(member!, `${target}.${name}() does not exist in ${this.release()} (it has ${Object.keys(statics).join(', ')})`)
        return undefined
      }
      this.arguments(`${target}.${name}`, signature, args, at)
      return signature.returns
    }
    const key = type.replace(/\?$/, '')
    if (!name) {
      const callable = this.surface.callables[key]
      if (callable) this.arguments(key, callable, args, at)
      return callable?.returns
    }
    if (!this.surface.classes[key] || OBJECT_MEMBERS.has(name)) return undefined
    const found = this.classMember(key, name)
    if (!found.method) {
      if (!found.field) this.report(member!, `${declaredName(this.surface, key)}.${name}() does not exist in ${this.release()}${this.suggest(key)}`)
      return undefined
    }
    this.arguments(`${declaredName(this.surface, found.owner!)}.${name}`, found.method, args, at)
    return found.method.returns
  }

  /** Positional and named arguments against the signature; handler literals learn their context type here. */
  private arguments(callee: string, signature: DartSignature, args: Node, at: Node): void {
    const positional = named(args).filter((child) => child.type === 'argument')
    const namedArgs = named(args).filter((child) => child.type === 'named_argument')
    const required = signature.params ?? []
    const optional = signature.optional ?? []
    if (positional.length < required.length || positional.length > required.length + optional.length) {
      const expected = optional.length > 0 ? `${required.length} to ${required.length + optional.length}` : `${required.length}`
      this.report(at, `${callee}() takes ${expected} positional argument${required.length + optional.length === 1 ? '' : 's'} (${[...required, ...optional.map((param) => `[${param}]`)].join(', ') || 'none'}), not ${positional.length}`)
    }
    positional.forEach((argument, index) => {
      const param = required[index] ?? optional[index - required.length]
      if (param) this.handlerArgument(paramType(param), argument)
    })
    const accepted = signature.named ?? {}
    for (const argument of namedArgs) {
      const label = descendants(argument, 'label')[0]?.text.replace(/:$/, '').trim() ?? ''
      const paramTypeName = accepted[label]
      if (paramTypeName === undefined) {
        const names = Object.keys(accepted)
        this.report(argument, `${callee}() has no named parameter ${label}${names.length > 0 ? ` (it takes ${names.join(', ')})` : ' (it takes none)'}`)
        continue
      }
      this.handlerArgument(paramTypeName, argument)
    }
  }

  /** A function literal passed where a handler (or a list of them) goes receives that handler's context. */
  private handlerArgument(type: string, argument: Node): void {
    const list = inner(type.replace(/\?$/, ''), ELEMENTS)
    const context = this.surface.handlers[list ?? type.replace(/\?$/, '')]
    if (!context) return
    const literals = list
      ? descendants(argument, 'list_literal').slice(0, 1).flatMap((literal) => named(literal).filter((child) => child.type === 'function_expression'))
      : named(argument).filter((child) => child.type === 'function_expression')
    for (const literal of literals) {
      this.handlerParams.set(literal.id, context)
      const body = named(literal).find((child) => child.type === 'function_expression_body')
      const block = body && named(body).find((child) => child.type === 'block')
      if (!block) continue
      const isAsync = body.children.some((child) => child?.type === 'async')
      if (!isAsync) this.report(literal, `a handler returns a Future<${context}>: mark the function async`)
      else if (!this.returns(block)) this.report(literal, `a handler must return its context (return ctx;)`)
    }
  }

  /** Whether a block returns, not counting functions nested in it. */
  private returns(block: Node): boolean {
    if (block.type === 'return_statement') return true
    if (block.type === 'function_expression' || block.type === 'local_function_declaration') return false
    return named(block).some((child) => this.returns(child))
  }

  /** The members a class has, to show beside one it lacks. */
  private suggest(key: string): string {
    const members = new Set<string>()
    for (let current: string | undefined = key; current; current = this.surface.classes[current]?.extends) {
      const declared = this.surface.classes[current]
      for (const member of [...Object.keys(declared?.methods ?? {}), ...Object.keys(declared?.fields ?? {})]) members.add(member)
    }
    return members.size > 0 ? ` (it has ${[...members].join(', ')})` : ''
  }

  private release(): string {
    return `${this.surface.package} ${this.surface.release}`
  }
}

export interface DartSource {
  code: string
  /** The example's file name on its page, for relative imports between examples. */
  file?: string
}

/**
 * Checks the Dart examples of one page: syntax first (tree-sitter's ERROR and MISSING nodes), then each use of the
 * SDK against the release's stub surface. A relative import must name another example on the page, whose top-level
 * values it then sees. Returns each example's problems, by its index.
 */
export async function checkDartPage(sources: DartSource[], surface: DartStubSurface, thirdParty: Set<string>): Promise<DartProblem[][]> {
  const parse = await dartParser()
  const results = new Map<number, { problems: DartProblem[]; library: Library }>()
  const analyzing = new Set<number>()

  const analyze = (index: number): { problems: DartProblem[]; library: Library } => {
    const done = results.get(index)
    if (done) return done
    analyzing.add(index)
    const source = sources[index]!
    const resolve = (uri: string): Library | string => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(source.file ?? 'main.dart'), uri))
      const found = sources.findIndex((other) => other.file !== undefined && path.posix.normalize(other.file) === target)
      if (found === -1) return `${uri} is not an example on this page: label the file it imports (label=${target})`
      if (analyzing.has(found)) return `${uri} imports this file back`
      return analyze(found).library
    }
    const example = new DartExample(surface, thirdParty, resolve)
    const tree = parse.parse(source.code)
    if (!tree) throw new Error('the Dart parser returned no tree')
    example.analyze(tree.rootNode)
    tree.delete()
    analyzing.delete(index)
    const result = { problems: example.problems.sort((a, b) => a.line - b.line), library: { names: example.exports } }
    results.set(index, result)
    return result
  }

  return sources.map((_, index) => analyze(index).problems)
}

function thirdPartyPackages(): Set<string> {
  const listed = JSON.parse(readFileSync(path.join(process.cwd(), THIRD_PARTY), 'utf8')) as { packages: Record<string, string> }
  return new Set(Object.keys(listed.packages))
}

/**
 * Parses Dart examples with tree-sitter's Dart grammar and checks their SDK calls against stubs of the release's public
 * surface (`tests/sdk-stubs/dart/<release>/surface.json`): imports, members, argument counts and named arguments.
 */
export const dartChecker: ExampleChecker = {
  tool: 'tree-sitter + stubs',
  usesSdk: /package:nitric_sdk\//,
  async check(batch: ExampleBatch): Promise<ExampleProblem[]> {
    const surfaceFolder = batch.version.surface
    if (!surfaceFolder) return missingSurface(batch)
    const surface = loadDartSurface(path.join(process.cwd(), surfaceFolder))
    const thirdParty = thirdPartyPackages()
    const byPage = new Map<string, PageExample[]>()
    for (const example of batch.examples) byPage.set(pageFolder(example.page), [...(byPage.get(pageFolder(example.page)) ?? []), example])
    const problems: ExampleProblem[] = []
    for (const examples of byPage.values()) {
      const results = await checkDartPage(examples, surface, thirdParty)
      results.forEach((found, index) => {
        const example = examples[index]!
        // The fence is on example.line; the code starts on the next line.
        for (const problem of found) problems.push({ page: example.page, line: example.line + problem.line, message: problem.message })
      })
    }
    return problems
  },
}
