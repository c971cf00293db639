import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allPages } from '@/lib/content/pages'
import { publicSurface } from '@/lib/reference/surface'

/**
 * Public SDK functions and methods deliberately without a page, with the reason. Everything else the package
 * declares must be listed in the `symbols` of a page of the reference for that version.
 */
const LEFT_OUT: Record<'v1' | 'v0', Record<string, string>> = {
  v1: {
    'AbstractRequest.json': 'base class of the request types; documented on each request type',
    'AbstractRequest.text': 'base class of the request types; documented on each request type',
  },
  v0: {},
}

const REFERENCES = {
  v1: { folder: 'content/reference/nodejs/', excluded: 'content/reference/nodejs/v0/', sdk: 'sdk-v1' },
  v0: { folder: 'content/reference/nodejs/v0/', excluded: undefined, sdk: 'sdk-v0' },
} as const

describe('the Node.js reference documents the public surface of the SDK', () => {
  for (const version of ['v1', 'v0'] as const) {
    const { folder, excluded, sdk } = REFERENCES[version]
    const pages = allPages().filter((page) => page.file.startsWith(folder) && !(excluded && page.file.startsWith(excluded)))
    const surface = publicSurface(path.join(process.cwd(), `node_modules/@nitric/${sdk}/lib/index.d.ts`))
    const documented = new Set(pages.flatMap((page) => page.frontmatter.symbols ?? []))
    const newer = new Set(pages.filter((page) => page.frontmatter.introduced_in).flatMap((page) => page.frontmatter.symbols ?? []))

    it(`${version}: every public function and method has a page`, () => {
      expect(surface.filter((symbol) => !documented.has(symbol) && !(symbol in LEFT_OUT[version]))).toEqual([])
    })

    it(`${version}: pages name only symbols the SDK has, unless they document a newer release`, () => {
      expect([...documented].filter((symbol) => !surface.includes(symbol) && !newer.has(symbol))).toEqual([])
    })

    it(`${version}: nothing is both documented and listed as left out`, () => {
      expect(Object.keys(LEFT_OUT[version]).filter((symbol) => documented.has(symbol) || !surface.includes(symbol))).toEqual([])
    })
  }
})
