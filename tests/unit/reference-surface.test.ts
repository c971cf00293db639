import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checksOf, SDK_CHECKS, sdkCheckGaps } from '../../checks/sdk-checks'
import { site } from '@/lib/site/site'

/**
 * Public SDK functions and methods deliberately without a page, with the reason, by SDK and version
 * (`tests/sdk-stubs/left-out.json`). Everything else the release declares must be listed in the `symbols` of a page of
 * the reference for that version.
 */
const LEFT_OUT = JSON.parse(readFileSync('tests/sdk-stubs/left-out.json', 'utf8')) as Record<string, Record<string, string>>

const docs = site()
const references = docs.referenceVersions

describe('each library reference documents the public surface of the release it names', () => {
  it('reads the surface of every SDK version with pages, unless SDK_CHECKS says why not', () => {
    const withPages = (sdk: { key: string }, version: { version: string }) => references.some((reference) => reference.sdk.key === sdk.key && reference.version.version === version.version)
    expect(sdkCheckGaps(docs.registry, SDK_CHECKS, withPages)).toEqual([])
    expect(references.filter(({ sdk }) => checksOf(SDK_CHECKS, sdk.key)).length).toBeGreaterThan(0)
  })

  it('lists as left out only symbols of SDK versions that have pages', () => {
    expect(Object.keys(LEFT_OUT).filter((key) => !references.some(({ sdk, version }) => `${sdk.key}@${version.version}` === key))).toEqual([])
  })

  for (const { sdk, version, pages } of references) {
    const read = checksOf(SDK_CHECKS, sdk.key)?.surface
    // Not a silent skip: sdkCheckGaps above fails for a checked SDK version without a surface.
    if (!read || !version.surface) continue
    const key = `${sdk.key}@${version.version}`
    const surface = read(version.surface)
    const leftOut = LEFT_OUT[key] ?? {}
    const documented = new Set(pages.flatMap((page) => page.frontmatter.symbols ?? []))
    const newer = new Set(pages.filter((page) => page.frontmatter.introduced_in).flatMap((page) => page.frontmatter.symbols ?? []))

    it(`${sdk.label} ${version.release}: every one of its ${surface.length} public functions and methods has a page`, () => {
      // A surface read wrongly (unbundled declarations, say) would come back nearly empty and leave nothing to miss.
      expect(surface.length).toBeGreaterThan(documented.size / 2)
      expect(surface.filter((symbol) => !documented.has(symbol) && !(symbol in leftOut))).toEqual([])
    })

    it(`${sdk.label} ${version.release}: pages name only symbols the release has, unless they document a newer one`, () => {
      expect([...documented].filter((symbol) => !surface.includes(symbol) && !newer.has(symbol))).toEqual([])
    })

    it(`${sdk.label} ${version.release}: nothing is both documented and listed as left out`, () => {
      expect(Object.keys(leftOut).filter((symbol) => documented.has(symbol) || !surface.includes(symbol))).toEqual([])
    })
  }
})
