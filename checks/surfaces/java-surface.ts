import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

const TYPE = /^(\s*)(?:public\s+)?(?:(?:static|final|abstract)\s+)*(?:class|interface|enum)\s+(\w+)/
const METHOD = /^\s*(?:public\s+)?(?:(?:static|final|abstract|default)\s+)*(?:<[^>]*>\s+)?[\w.?<>,[\]\s]+?\s(\w+)\(/

/**
 * The public methods of a folder of Java stubs (such as `tests/sdk-stubs/jvm/0.1.3`), as `Class.method` with the
 * declaring class's simple name, nested classes after their outer class (`ApiOptions.Builder.basePath`, since
 * `RouteOptions` has a `Builder` too). Overloads count once.
 *
 * The stubs are ours, written one declaration a line and indented four spaces a level, so lines are enough: a type
 * declaration opens a level, a line with parameters that is not a constructor is a method, public in a class when it
 * says so and always in an interface. Accessors of Kotlin properties, marked `// property`, are left out, as the other
 * references leave out fields.
 */
export function javaSurface(stubRoot: string): string[] {
  const symbols = new Set<string>()
  const files = readdirSync(stubRoot, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.java'))
  for (const file of files.sort()) {
    const types: { name: string; interface: boolean }[] = []
    for (const line of readFileSync(path.join(stubRoot, file), 'utf8').split('\n')) {
      const depth = Math.floor((/^ */.exec(line)?.[0].length ?? 0) / 4)
      const type = TYPE.exec(line)
      if (type) {
        types.length = depth
        types.push({ name: type[2]!, interface: /\binterface\s/.test(line) })
        continue
      }
      const method = METHOD.exec(line)
      const owner = types[depth - 1]
      if (!method || !owner || line.trimEnd().endsWith('// property')) continue
      const name = method[1]!
      if (name === owner.name || (!owner.interface && !/^\s*public\s/.test(line))) continue
      symbols.add(`${types.map((t) => t.name).join('.')}.${name}`)
    }
  }
  return [...symbols].sort()
}
