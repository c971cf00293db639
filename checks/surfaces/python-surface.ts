import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The public callable surface of a Python package described by type stubs (`.pyi`), as a reader meets it: every
 * function an entry module exports as `name`, and every public method as `Class.method` of every class a reader can
 * reach, starting from the entry modules' exports and following what functions and methods return (and the base
 * classes of what they reach). An entry module exports its `__all__` when it declares one, otherwise every public
 * name it defines.
 *
 * Left out: names starting with `_` (dunder methods too, except `__call__`, which is how a reader calls an object),
 * properties (attributes to a reader), what attributes hold, and what a returned `Callable` takes (handler types,
 * which the SDK calls, not the reader). Class and static methods count: `Nitric.run()` is one.
 */
export function pythonSurface(stubRoot: string, entryModules: string[]): string[] {
  const modules = new Map<string, StubModule | null>()
  const load = (name: string): StubModule | null => {
    if (!modules.has(name)) modules.set(name, readModule(stubRoot, name))
    return modules.get(name) ?? null
  }

  const names = new Set<string>()
  const visited = new Set<string>()

  /** Follow a name used in `stub` (a module) to the class, alias or function it means, across imports. */
  function resolve(stub: StubModule, name: string, seen = new Set<string>()): { stub: StubModule; name: string } | null {
    const key = `${stub.name}:${name}`
    if (seen.has(key)) return null
    seen.add(key)
    if (stub.classes.has(name) || stub.functions.has(name) || stub.aliases.has(name)) return { stub, name }
    const imported = stub.imports.get(name)
    if (!imported) return null
    const target = load(imported.module)
    return target ? resolve(target, imported.name, seen) : null
  }

  function visitType(stub: StubModule, annotation: string): void {
    for (const name of referencedNames(annotation)) {
      const found = resolve(stub, name.split('.').pop() ?? name)
      if (!found) continue
      const alias = found.stub.aliases.get(found.name)
      if (alias !== undefined) visitType(found.stub, alias)
      else if (found.stub.classes.has(found.name)) visitClass(found.stub, found.name)
    }
  }

  function visitClass(stub: StubModule, className: string): void {
    const key = `${stub.name}:${className}`
    const cls = stub.classes.get(className)
    if (!cls || visited.has(key)) return
    visited.add(key)
    for (const method of cls.methods) {
      names.add(`${className}.${method.name}`)
      if (method.returns) visitType(stub, method.returns)
    }
    for (const base of cls.bases) visitType(stub, base)
  }

  for (const entry of entryModules) {
    const stub = load(entry)
    if (!stub) throw new Error(`no stub for ${entry} under ${stubRoot}`)
    const exported = stub.all ?? [...stub.classes.keys(), ...stub.functions.keys()].filter((name) => !name.startsWith('_'))
    for (const name of exported) {
      const found = resolve(stub, name)
      if (!found) throw new Error(`${entry} exports ${name}, which its stubs do not define`)
      const fn = found.stub.functions.get(found.name)
      if (fn) {
        names.add(name)
        if (fn.returns) visitType(found.stub, fn.returns)
      } else {
        visitType(found.stub, found.name)
      }
    }
  }
  return [...names].sort()
}

interface StubFunction {
  name: string
  returns?: string
}

interface StubClass {
  bases: string[]
  methods: StubFunction[]
}

interface StubModule {
  name: string
  all?: string[]
  imports: Map<string, { module: string; name: string }>
  classes: Map<string, StubClass>
  functions: Map<string, StubFunction>
  aliases: Map<string, string>
}

function readModule(stubRoot: string, moduleName: string): StubModule | null {
  const base = path.join(stubRoot, ...moduleName.split('.'))
  const file = [path.join(base, '__init__.pyi'), `${base}.pyi`].find((candidate) => existsSync(candidate))
  return file ? parseStub(moduleName, readFileSync(file, 'utf8')) : null
}

/** A statement with its indentation: physical lines joined while brackets are open. */
interface Statement {
  indent: number
  text: string
}

function statements(source: string): Statement[] {
  const result: Statement[] = []
  let current: Statement | null = null
  let depth = 0
  for (const raw of source.split('\n')) {
    const line = stripComment(raw)
    if (!current) {
      if (line.trim() === '') continue
      current = { indent: line.length - line.trimStart().length, text: '' }
    }
    current.text += ` ${line.trim()}`
    for (const char of line) {
      if ('([{'.includes(char)) depth++
      else if (')]}'.includes(char)) depth--
    }
    if (depth <= 0) {
      result.push({ indent: current.indent, text: current.text.trim() })
      current = null
      depth = 0
    }
  }
  return result
}

/** The line without a trailing `#` comment (a `#` inside a string literal stays). */
function stripComment(line: string): string {
  let quote: string | null = null
  for (let i = 0; i < line.length; i++) {
    const char = line[i]
    if (quote) {
      if (char === quote) quote = null
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === '#') {
      return line.slice(0, i)
    }
  }
  return line
}

const DEF = /^(?:async\s+)?def\s+(\w+)\s*\(/
const CLASS = /^class\s+(\w+)\s*(?:\((.*)\))?\s*:/

/** Parses the top-level statements and class bodies of a stub file. */
export function parseStub(name: string, source: string): StubModule {
  const stub: StubModule = { name, imports: new Map(), classes: new Map(), functions: new Map(), aliases: new Map() }
  const lines = statements(source)
  let cls: OpenClass | null = null
  let decorators: string[] = []

  for (const { indent, text } of lines) {
    if (cls && indent <= cls.indent) cls = null
    if (cls && cls.memberIndent < 0) cls.memberIndent = indent
    if (text.startsWith('@')) {
      decorators.push(text.slice(1))
      continue
    }
    const pending = decorators
    decorators = []

    if (cls) {
      // Only the class body's own statements, not those of a nested class or function.
      const def = DEF.exec(text)
      if (!def?.[1] || indent !== cls.memberIndent) continue
      const method = def[1]
      const isProperty = pending.some((decorator) => decorator === 'property' || /\.(setter|getter|deleter)$/.test(decorator))
      if (isProperty || (method.startsWith('_') && method !== '__call__')) continue
      cls.value.methods.push({ name: method, returns: returnAnnotation(text) })
      continue
    }
    if (indent > 0) continue

    const classMatch = CLASS.exec(text)
    if (classMatch?.[1]) {
      const value: StubClass = { bases: splitTopLevel(classMatch[2] ?? ''), methods: [] }
      stub.classes.set(classMatch[1], value)
      // A one-line class (`class A(B): ...`) has no body to read.
      cls = /:\s*\.\.\.\s*$/.test(text) ? null : { indent, value, memberIndent: -1 }
      continue
    }
    const def = DEF.exec(text)
    if (def?.[1]) {
      stub.functions.set(def[1], { name: def[1], returns: returnAnnotation(text) })
      continue
    }
    const fromImport = /^from\s+([\w.]+)\s+import\s+\(?(.*?)\)?$/.exec(text)
    if (fromImport?.[1] && fromImport[2] !== undefined) {
      for (const part of splitTopLevel(fromImport[2])) {
        const [imported, local] = part.split(/\s+as\s+/).map((s) => s.trim())
        if (imported) stub.imports.set(local ?? imported, { module: fromImport[1], name: imported })
      }
      continue
    }
    const all = /^__all__\s*(?::[^=]*)?=\s*[[(](.*)[\])]$/.exec(text)
    if (all?.[1] !== undefined) {
      stub.all = splitTopLevel(all[1]).map((item) => item.replace(/^['"]|['"]$/g, ''))
      continue
    }
    const alias = /^(\w+)\s*=\s*(.+)$/.exec(text)
    if (alias?.[1] && alias[2]) stub.aliases.set(alias[1], alias[2])
  }
  return stub
}

/** A class whose body the parser is in; its members are indented like the body's first statement. */
interface OpenClass {
  indent: number
  value: StubClass
  memberIndent: number
}

/** The return annotation of a `def` statement, or undefined when it has none. */
function returnAnnotation(statement: string): string | undefined {
  // The parameters' closing parenthesis is the one that returns the depth to zero.
  const open = statement.indexOf('(')
  let depth = 0
  for (let i = open; i < statement.length; i++) {
    const char = statement[i]
    if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    if (depth === 0) {
      const rest = /^\s*->\s*(.+?)\s*:\s*(?:\.\.\.)?\s*$/.exec(statement.slice(i + 1))
      return rest?.[1]
    }
  }
  return undefined
}

/** Splits at commas outside brackets and strings, dropping empty parts. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote: string | null = null
  let current = ''
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null
    } else if (char === '"' || char === "'") {
      quote = char
    } else if ('([{'.includes(char)) {
      depth++
    } else if (')]}'.includes(char)) {
      depth--
    } else if (char === ',' && depth === 0) {
      parts.push(current.trim())
      current = ''
      continue
    }
    current += char
  }
  parts.push(current.trim())
  return parts.filter(Boolean)
}

/**
 * The names a type annotation refers to, leaving out what a `Callable` takes: `Callable[[Handler], Server]` refers to
 * `Server`. String literals (inside `Literal[...]`) refer to nothing.
 */
export function referencedNames(annotation: string): string[] {
  const tokens = annotation.match(/"[^"]*"|'[^']*'|[A-Za-z_][\w.]*|\.\.\.|[[\],|]/g) ?? []
  const names: string[] = []
  let position = 0

  // expression := term ('|' term)*; term := name ('[' arguments ']')? | '[' arguments ']' | literal
  function expression(collect: boolean): void {
    term(collect)
    while (tokens[position] === '|') {
      position++
      term(collect)
    }
  }
  function term(collect: boolean): void {
    const token = tokens[position++]
    if (token === undefined) return
    if (token === '[') return list(collect, ']')
    if (/^["'.]/.test(token) || !/^[A-Za-z_]/.test(token)) return
    if (collect && token !== 'None') names.push(token)
    if (tokens[position] !== '[') return
    position++
    if (token.split('.').pop() === 'Callable') {
      // Parameters first (a list or `...`), not collected; then the return type.
      term(false)
      if (tokens[position] === ',') position++
      expression(collect)
      while (tokens[position] !== undefined && tokens[position] !== ']') position++
      position++
      return
    }
    list(collect, ']')
  }
  function list(collect: boolean, close: string): void {
    while (tokens[position] !== undefined && tokens[position] !== close) {
      expression(collect)
      if (tokens[position] === ',') position++
    }
    position++
  }

  while (position < tokens.length) expression(true)
  return names
}
