import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const TYPE = /^\s*public\s+(?:abstract\s+|static\s+|sealed\s+)*(?:class|interface)\s+(\w+)/
/** A public method: modifiers, a return type, then the name and its parameters. Constructors have no return type. */
const METHOD = /^\s*public\s+(?:static\s+|virtual\s+|abstract\s+)*(?!class\b|interface\b|enum\b|delegate\b|override\b)[\w.<>[\], ]+?\s+(\w+)\s*(?:<[\w, ]+>)?\s*\(/

/**
 * The public methods of C# stub sources (`tests/sdk-stubs/csharp/0.15.1`), as `Class.Method` with the declaring
 * class's simple name and no type parameters: `Nitric.Api`, `ApiResource.Get`, `CollectionRef.Doc`. Overloads
 * count once. Overrides of `object`'s methods and constructors are left out.
 *
 * A line-based read is enough because the stubs are ours and keep one shape: one top-level type per declaration
 * line, one member per line, no nested types. A C# parser (Roslyn) would need .NET, which nothing else here needs.
 */
export function csharpSurface(stubDir: string): string[] {
  const symbols = new Set<string>()
  for (const file of readdirSync(stubDir).filter((name) => name.endsWith('.cs')).sort()) {
    let type: string | undefined
    for (const line of readFileSync(path.join(stubDir, file), 'utf8').split('\n')) {
      const declared = TYPE.exec(line)?.[1]
      if (declared) {
        type = declared
        continue
      }
      const method = METHOD.exec(line)?.[1]
      if (type && method) symbols.add(`${type}.${method}`)
    }
  }
  return [...symbols]
}
