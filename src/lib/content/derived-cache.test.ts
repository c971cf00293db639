import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DerivedCache, derivedCodeKey, loadDerivedCaches, serializeDerivedCaches } from './derived-cache'

describe('DerivedCache', () => {
  it('derives a value once per key and keeps only what the last pass asked for', () => {
    const cache = new DerivedCache<string>()
    let derived = 0
    const derive = (value: string) => () => {
      derived++
      return value
    }
    cache.get('a', derive('A'))
    cache.get('b', derive('B'))
    cache.endPass()
    expect(cache.get('a', derive('changed'))).toBe('A')
    cache.endPass()
    expect(derived).toBe(2)
    expect(cache.entries()).toEqual([['a', 'A']])
    expect(cache.get('b', derive('B again'))).toBe('B again')
  })
})

describe('saved caches', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'derived-'))
    mkdirSync(path.join(root, 'src', 'lib', 'search'), { recursive: true })
    writeFileSync(path.join(root, 'src', 'lib', 'search', 'records.ts'), 'export const version = 1\n')
    writeFileSync(path.join(root, 'package-lock.json'), '{}\n')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it("are used by a run of the same code and ignored after the site's code changes", () => {
    const file = path.join(root, 'cache.json')
    const cache = new DerivedCache<number[]>()
    cache.get('page', () => [1, 2])
    cache.endPass()
    writeFileSync(file, serializeDerivedCaches(derivedCodeKey(root), { records: cache }))
    expect(loadDerivedCaches(file, derivedCodeKey(root)).get('records')).toEqual([['page', [1, 2]]])

    writeFileSync(path.join(root, 'src', 'lib', 'search', 'records.ts'), 'export const version = 2\n')
    expect(loadDerivedCaches(file, derivedCodeKey(root)).size).toBe(0)
  })

  it('ignores a change to a test file, and a missing or damaged cache file', () => {
    const before = derivedCodeKey(root)
    writeFileSync(path.join(root, 'src', 'lib', 'search', 'records.test.ts'), 'test\n')
    expect(derivedCodeKey(root)).toBe(before)
    expect(loadDerivedCaches(path.join(root, 'none.json'), before).size).toBe(0)
    writeFileSync(path.join(root, 'cache.json'), '{"code": 1')
    expect(loadDerivedCaches(path.join(root, 'cache.json'), before).size).toBe(0)
  })
})
