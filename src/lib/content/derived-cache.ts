import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * What the build step derives from each page (its search records, its Markdown twins), kept by a key that names
 * everything the value was derived from: a pass derives again only the pages whose key changed. Under `npm run dev`
 * one cache lives across edits, and across restarts through `saveDerivedCaches`.
 */
export class DerivedCache<T> {
  private kept: Map<string, T>
  private used = new Map<string, T>()

  constructor(entries: Iterable<readonly [string, T]> = []) {
    this.kept = new Map(entries)
  }

  get(key: string, derive: () => T): T {
    const value = this.used.get(key) ?? this.kept.get(key) ?? derive()
    this.used.set(key, value)
    return value
  }

  /** Ends a pass: only the entries the pass asked for stay, so a long session keeps no value of an earlier edit. */
  endPass(): void {
    this.kept = this.used
    this.used = new Map()
  }

  entries(): Array<[string, T]> {
    return [...this.kept]
  }
}

const savedSchema = z.object({ code: z.string(), caches: z.record(z.string(), z.array(z.tuple([z.string(), z.unknown()]))) })

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/**
 * A hash of the code and data every derived value also depends on: the site's logic (src/lib, with the known
 * issues and facts it expands) and the locked dependencies (the Markdown parser). A saved cache from other code is
 * not used: its values could differ from what this code derives.
 */
export function derivedCodeKey(root: string): string {
  const hash = createHash('sha1')
  for (const file of [...filesUnder(path.join(root, 'src', 'lib')), path.join(root, 'package-lock.json')]) {
    hash.update(path.relative(root, file)).update('\u0000').update(readFileSync(file)).update('\u0000')
  }
  return hash.digest('hex')
}

/** The caches saved by a run of the same code, empty when there is none or it is unreadable. */
export function loadDerivedCaches(file: string, code: string): Map<string, Array<[string, unknown]>> {
  if (!existsSync(file)) return new Map()
  try {
    const saved = savedSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    return saved.code === code ? new Map(Object.entries(saved.caches) as Array<[string, Array<[string, unknown]>]>) : new Map()
  } catch {
    return new Map()
  }
}

export function serializeDerivedCaches(code: string, caches: Record<string, DerivedCache<unknown>>): string {
  return JSON.stringify({ code, caches: Object.fromEntries(Object.entries(caches).map(([name, cache]) => [name, cache.entries()])) })
}
