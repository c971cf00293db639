import { describe, expect, it } from 'vitest'
import { fenceLanguages } from '../code/languages'
import { pageTitle } from '../metadata/metadata'
import { findSdk, SDK_REGISTRY, type SdkEntry, type SdkRegistry } from '../sdks/registry'
import { loadContent } from '../content/pages'
import type { MovedAddress } from '../content/redirects'
import { createSite, siteFromFolder, type Site } from './site'

/** A new SDK with a v2 and a v1, added as the README says: a content folder and one registry entry. */
const fake: SdkEntry = {
  key: 'fake',
  label: 'Fake',
  package: 'fake-sdk',
  icon: { title: 'Fake', path: 'M12 2 22 22H2z' },
  status: 'experimental',
  languages: [{ name: 'ruby', label: 'Ruby', aliases: ['rb'] }],
  versions: [
    { version: 'v1', release: '1.4.0' },
    { version: 'v2', release: '2.0.1' },
  ],
  source: 'example/fake-sdk',
}

const FIXTURE = 'tests/fixtures/fake-sdk/content'

function fixtureSite(registry: SdkRegistry = [...SDK_REGISTRY, fake]): Site {
  return siteFromFolder(FIXTURE, { registry, editorial: (links) => ({ docs: [{ title: 'Library Reference', links }] }) })
}

describe('adding an SDK is content plus one registry entry', () => {
  const site = fixtureSite()
  const without = fixtureSite(SDK_REGISTRY)

  it('puts the SDK in the main menu with its versions and status', () => {
    expect(site.navigation.docs?.[0]?.links).toEqual([
      { href: '/reference/nodejs', title: 'Node.js', icon: findSdk(SDK_REGISTRY, 'nodejs')?.icon, versions: ['v1', 'v0'] },
      { href: '/reference/fake', title: 'Fake', icon: fake.icon, badge: 'Experimental', versions: ['v2', 'v1'] },
    ])
  })

  it('draws its own brand mark in the menu and adds its language, tab label and aliases to the fences a page may use', () => {
    const link = site.navigation.docs?.[0]?.links.find((candidate) => candidate.href === '/reference/fake')
    expect(link?.icon).toEqual({ title: 'Fake', path: 'M12 2 22 22H2z' })
    expect(fenceLanguages([...SDK_REGISTRY, fake])).toContainEqual({ name: 'ruby', label: 'Ruby', aliases: ['rb'] })
    expect(fenceLanguages(SDK_REGISTRY).map(({ name }) => name)).not.toContain('ruby')
  })

  it("derives a sidebar per version from the folders, group order from metadata, labels from the titles less the SDK's label", () => {
    expect(site.navigation['reference/fake']).toEqual([
      { links: [{ href: '/reference/fake', title: 'Getting Started' }] },
      {
        title: 'Things',
        links: [
          { href: '/reference/fake/things/thing', title: 'thing()' },
          { href: '/reference/fake/things/thing-make', title: 'thing.make()' },
        ],
      },
    ])
    expect(site.navigation['reference/fake/v1']?.map((group) => group.title)).toEqual([undefined, 'Extras', 'Things'])
    expect(site.navigation['reference/fake/v1']?.[1]?.links).toEqual([{ href: '/reference/fake/v1/extras/extra', title: 'extra()' }])
    const data = site.routeData('/reference/fake/v1/things/thing')
    expect(data.sidebar.key).toBe('reference/fake/v1')
    expect(data.sidebar.parent?.title).toBe('Fake')
  })

  it('offers the same page in the other version, or that version’s root', () => {
    expect(site.routeData('/reference/fake/things/thing').versions).toEqual([
      { version: 'v2', href: '/reference/fake/things/thing', current: true },
      { version: 'v1', href: '/reference/fake/v1/things/thing', current: false },
    ])
    expect(site.routeData('/reference/fake/v1/extras/extra').versions[0]).toEqual({ version: 'v2', href: '/reference/fake', current: false })
  })

  it('shows its notice and names an older version in titles', () => {
    expect(site.routeData('/reference/fake/things/thing').notice).toBe('experimental')
    const older = site.routeData('/reference/fake/v1/things/thing')
    expect(older.context).toMatchObject({ isNotLatest: true, currentVersion: 'v1', latestLink: '/reference/fake' })
    expect(pageTitle(older.route, older.context, { title: 'thing()' })).toBe('thing() - Nitric v1 Documentation')
    const latest = site.routeData('/reference/fake/things/thing')
    expect(pageTitle(latest.route, latest.context, { title: 'thing()' })).toBe('thing() - Nitric Documentation')
  })

  it('redirects its latest version’s segment and the old routes pages name', () => {
    expect(site.redirects).toEqual(
      expect.arrayContaining([
        { source: '/reference/fake/v2', destination: '/reference/fake', permanent: true },
        { source: '/reference/fake/v2/:path*', destination: '/reference/fake/:path*', permanent: true },
        { source: '/reference/fake/things/thing-build', destination: '/reference/fake/things/thing-make', permanent: true },
      ]),
    )
  })

  it('redirects the addresses of its redirect table permanently', () => {
    expect(site.redirects).toEqual(
      expect.arrayContaining([
        { source: '/old-apis', destination: '/apis', permanent: true },
        { source: '/old-reference/fake/:path*', destination: '/reference/fake/:path*', permanent: true },
        { source: '/making-things', destination: '/reference/fake/things/thing-make', permanent: true },
      ]),
    )
  })

  it('files its pages under its own search section and language', () => {
    expect(site.routeData('/reference/fake/things/thing')).toMatchObject({ section: 'Fake Reference', sdk: 'fake' })
    expect(site.routeData('/reference/fake/v1/things/thing')).toMatchObject({ section: 'Fake v1 Reference', sdk: 'fake' })
    expect(site.routeData('/apis').sdk).toBeUndefined()
  })

  it('checks its examples against the release each page documents', () => {
    expect(site.exampleTarget('/reference/fake/things/thing', 'ruby')?.version.release).toBe('2.0.1')
    expect(site.exampleTarget('/reference/fake/v1/things/thing', 'ruby')?.version.release).toBe('1.4.0')
    // On a page of no SDK, a language's examples go to its SDK's latest release.
    expect(site.exampleTarget('/apis', 'ruby')?.version.release).toBe('2.0.1')
    expect(site.exampleTarget('/reference/fake/things/thing', 'typescript')?.sdk.key).toBe('nodejs')
    expect(site.exampleTarget('/reference/fake/things/thing', 'bash')).toBeUndefined()
  })

  it("checks a legacy SDK's code outside its reference against its newest release", () => {
    // The JVM SDK is legacy: its reference lives at /reference/jvm/v0 and has no latest.
    expect(without.exampleTarget('/apis', 'java')?.version.release).toBe(findSdk(SDK_REGISTRY, 'jvm')?.versions[0]?.release)
    expect(without.exampleTarget('/apis', 'java')?.version.release).toBeDefined()
  })

  it('leaves every other SDK as it was', () => {
    const nodejs = (s: Site) => ({
      nav: s.navigation['reference/nodejs'],
      v0: s.routeData('/reference/nodejs/v0'),
      latest: s.routeData('/reference/nodejs'),
      target: s.exampleTarget('/apis', 'typescript'),
    })
    expect(nodejs(site)).toEqual(nodejs(without))
    expect(site.routeData('/reference/nodejs').context).toMatchObject({ isNotLatest: false, currentVersion: 'v1', currentSdkLabel: 'Node.js' })
    expect(site.routeData('/reference/nodejs/v0').notice).toBe('older-version')
  })
})

describe('site validation', () => {
  it('refuses a reference page in a version the registry does not list', () => {
    const narrow = { ...fake, versions: [{ version: 'v2', release: '2.0.1' }] }
    expect(() => fixtureSite([...SDK_REGISTRY, narrow])).toThrow(/content\/reference\/fake\/v1\/.*no version of the fake SDK/)
  })

  it('refuses a registry that gives one language to two SDKs', () => {
    expect(() => fixtureSite([...SDK_REGISTRY, { ...fake, languages: [{ name: 'python', label: 'Python' }] }])).toThrow(/language python belongs to python already/)
  })

  it('refuses a redirect table entry that hides a page, repeats a rule or leads nowhere', () => {
    const withEntry = (entry: Omit<MovedAddress, 'source'>) => {
      const content = loadContent(FIXTURE)
      return () => createSite({ content: { ...content, redirects: [...content.redirects, { ...entry, source: 'fixture' }] }, registry: [...SDK_REGISTRY, fake] })
    }
    expect(withEntry({ from: '/apis', to: '/reference/fake' })).toThrow(/_redirects\.json: redirect from \/apis: \/apis is a page of its own/)
    expect(withEntry({ from: '/reference/fake/things/thing-build', to: '/apis' })).toThrow(/another rule redirects it already/)
    expect(withEntry({ from: '/gone', to: '/no-such-page#part' })).toThrow(/redirect from \/gone: no page at \/no-such-page#part/)
  })
})
