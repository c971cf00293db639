import { describe, expect, it } from 'vitest'
import { findSdk, SDK_REGISTRY, type SdkRegistry } from '../sdks/registry'
import { loadContent } from '../content/pages'
import type { MovedAddress } from '../content/redirects'
import { FAKE_SDK, FAKE_SDK_CONTENT } from '../../../tests/fixtures/fake-sdk/site'
import { createSite, siteFromFolder, type Site } from './site'

function fixtureSite(registry: SdkRegistry = [...SDK_REGISTRY, FAKE_SDK]): Site {
  return siteFromFolder(FAKE_SDK_CONTENT, { registry, editorial: (links) => ({ docs: [{ title: 'Library Reference', links }] }) })
}

// What a new SDK adds to each surface is tested from the fixture site in tests/unit/new-sdk.test.ts.
describe('site routes', () => {
  it('redirects the addresses of its redirect table permanently', () => {
    expect(fixtureSite().redirects).toEqual(
      expect.arrayContaining([
        { source: '/old-apis', destination: '/apis', permanent: true },
        { source: '/old-reference/fake/:path*', destination: '/reference/fake/:path*', permanent: true },
        { source: '/making-things', destination: '/reference/fake/things/thing-make', permanent: true },
      ]),
    )
  })

  it('lists each of its versions with pages once, after the SDKs before it in the registry', () => {
    expect(fixtureSite().referenceVersions.map(({ sdk, version, root, isLatest, pages }) => [sdk.key, version.version, root, isLatest, pages.length])).toEqual([
      ['nodejs', 'v1', '/reference/nodejs', true, 1],
      ['nodejs', 'v0', '/reference/nodejs/v0', false, 1],
      ['fake', 'v2', '/reference/fake', true, 3],
      ['fake', 'v1', '/reference/fake/v1', false, 3],
    ])
    expect(fixtureSite(SDK_REGISTRY).referenceVersions.map(({ root }) => root)).toEqual(['/reference/nodejs', '/reference/nodejs/v0'])
  })

  it('ranks its pages in search after the SDKs before it, and its older version below its latest', () => {
    const site = fixtureSite()
    const rank = (route: string) => site.routeData(route).rank
    expect(rank('/reference/fake/things/thing')).toBeLessThan(rank('/reference/nodejs'))
    expect(rank('/reference/fake/v1/things/thing')).toBeLessThan(rank('/reference/fake/things/thing'))
    expect(rank('/reference/fake/v1/things/thing')).toBeLessThan(rank('/reference/nodejs/v0'))
    // A page the navigation gives no kind is an explanation, which ranks above every reference.
    expect(rank('/apis')).toBeGreaterThan(rank('/reference/nodejs'))
  })

  it("checks a legacy SDK's code outside its reference against its newest release", () => {
    const without = fixtureSite(SDK_REGISTRY)
    // The JVM SDK is legacy: its reference lives at /reference/jvm/v0 and has no latest.
    expect(without.exampleTarget('/apis', 'java')?.version.release).toBe(findSdk(SDK_REGISTRY, 'jvm')?.versions[0]?.release)
    expect(without.exampleTarget('/apis', 'java')?.version.release).toBeDefined()
  })
})

describe('site validation', () => {
  it('refuses a reference page in a version the registry does not list', () => {
    const narrow = { ...FAKE_SDK, versions: [{ version: 'v2', release: '2.0.1' }] }
    expect(() => fixtureSite([...SDK_REGISTRY, narrow])).toThrow(/content\/reference\/fake\/v1\/.*no version of the fake SDK/)
  })

  it('refuses a registry that gives one language to two SDKs', () => {
    expect(() => fixtureSite([...SDK_REGISTRY, { ...FAKE_SDK, languages: [{ name: 'python', label: 'Python' }] }])).toThrow(/language python belongs to python already/)
  })

  it('refuses a redirect table entry that hides a page, repeats a rule or leads nowhere', () => {
    const withEntry = (entry: Omit<MovedAddress, 'source'>) => {
      const content = loadContent(FAKE_SDK_CONTENT)
      return () => createSite({ content: { ...content, redirects: [...content.redirects, { ...entry, source: 'fixture' }] }, registry: [...SDK_REGISTRY, FAKE_SDK] })
    }
    expect(withEntry({ from: '/apis', to: '/reference/fake' })).toThrow(/_redirects\.json: redirect from \/apis: \/apis is a page of its own/)
    expect(withEntry({ from: '/reference/fake/things/thing-build', to: '/apis' })).toThrow(/another rule redirects it already/)
    expect(withEntry({ from: '/gone', to: '/no-such-page#part' })).toThrow(/redirect from \/gone: no page at \/no-such-page#part/)
  })
})
