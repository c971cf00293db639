import { describe, expect, it } from 'vitest'
import type { SdkRegistry } from '../sdks/registry'
import { referenceLocation, versionChoices, versionContext } from './context'

const registry: SdkRegistry = [
  { key: 'nodejs', label: 'Node.js', package: 'x', icon: { title: 'X', path: 'M0 0h24v24H0z' }, languages: [{ name: 'typescript', label: 'Typescript' }], versions: [{ version: 'v0', release: '0.15.0' }, { version: 'v1', release: '1.2.2' }], source: 'x' },
  { key: 'csharp', label: 'C# .NET', package: 'x', icon: { title: 'X', path: 'M0 0h24v24H0z' }, status: 'legacy', languages: [{ name: 'csharp', label: 'Csharp' }], versions: [{ version: 'v0', release: '0.9.0' }], source: 'x' },
]

const context = (route: string) => versionContext(referenceLocation(route, registry))

describe('referenceLocation and versionContext', () => {
  it('treats an unpinned reference page as the latest version', () => {
    expect(context('/reference/nodejs/api/api-get')).toEqual({
      isReferenceDocs: true,
      isNotLatest: false,
      currentVersion: 'v1',
      currentSdk: 'nodejs',
      currentSdkLabel: 'Node.js',
      latestLink: '/reference/nodejs',
    })
    expect(referenceLocation('/reference/nodejs/api/api-get', registry)).toMatchObject({ root: '/reference/nodejs', rest: ['api', 'api-get'] })
  })

  it('pins the version from a /reference/{sdk}/v{digits} path', () => {
    expect(context('/reference/nodejs/v0/api/api-get')).toMatchObject({ currentVersion: 'v0', isNotLatest: true, latestLink: '/reference/nodejs' })
  })

  it('gives a legacy SDK no latest version: every version is pinned and none is current', () => {
    expect(context('/reference/csharp/v0')).toMatchObject({ isNotLatest: true, currentSdkLabel: 'C# .NET', latestLink: undefined })
    expect(referenceLocation('/reference/csharp/api/api', registry)).toBeUndefined()
  })

  it('does not pin a segment that only looks like a version, nor a version the registry lacks', () => {
    expect(referenceLocation('/reference/nodejs/v1beta/x', registry)?.rest).toEqual(['v1beta', 'x'])
    expect(referenceLocation('/reference/nodejs/v7/x', registry)).toBeUndefined()
    // The latest version's segment is only ever a redirect.
    expect(referenceLocation('/reference/nodejs/v1/x', registry)).toBeUndefined()
  })

  it('is not reference docs outside the library references', () => {
    expect(context('/reference/cli').isReferenceDocs).toBe(false)
    expect(context('/concepts/introduction').isReferenceDocs).toBe(false)
  })
})

describe('versionChoices', () => {
  const pages = new Set(['/reference/nodejs', '/reference/nodejs/v0', '/reference/nodejs/api/api-get', '/reference/nodejs/v0/api/api-get', '/reference/csharp/v0'])
  const exists = (route: string) => pages.has(route)
  const choices = (route: string) => versionChoices(referenceLocation(route, registry), exists)

  it('offers the same page in another version when it exists, highest first', () => {
    expect(choices('/reference/nodejs/api/api-get')).toEqual([
      { version: 'v1', href: '/reference/nodejs/api/api-get', current: true },
      { version: 'v0', href: '/reference/nodejs/v0/api/api-get', current: false },
    ])
  })

  it("otherwise offers that version's root", () => {
    expect(choices('/reference/nodejs/batch/job')[1]).toEqual({ version: 'v0', href: '/reference/nodejs/v0', current: false })
  })

  it('offers no choice for an SDK with one version', () => {
    expect(choices('/reference/csharp/v0')).toEqual([])
  })
})
