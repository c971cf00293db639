import { describe, expect, it } from 'vitest'
import { latestVersion, parseReferencePath, versionChoices, versionContext, versionRoot } from './context'

describe('versionContext', () => {
  it('treats an unpinned reference page as the latest version', () => {
    expect(versionContext('/reference/nodejs/api/api-get')).toEqual({
      isReferenceDocs: true,
      isNotLatest: false,
      currentVersion: 'v1',
      currentSdk: 'nodejs',
      currentSdkLabel: 'Node.js',
      latestLink: '/reference/nodejs',
    })
  })

  it('pins the version from a /reference/{sdk}/v{digits} path', () => {
    const context = versionContext('/reference/python/v0/api/api-get')
    expect(context.currentVersion).toBe('v0')
    expect(context.isNotLatest).toBe(true)
    expect(context.latestLink).toBe('/reference/python')
  })

  it('marks legacy-only SDKs as not latest', () => {
    expect(versionContext('/reference/csharp/v0').isNotLatest).toBe(true)
    expect(versionContext('/reference/csharp/v0').currentSdkLabel).toBe('C# .NET')
  })

  it('does not pin a segment that only looks like a version', () => {
    expect(parseReferencePath('/reference/nodejs/v1beta/x')).toEqual({
      sdk: 'nodejs',
      pinnedVersion: undefined,
      rest: ['v1beta', 'x'],
    })
  })

  it('is not reference docs outside the library references', () => {
    expect(versionContext('/reference/cli').isReferenceDocs).toBe(false)
    expect(versionContext('/concepts/introduction').isReferenceDocs).toBe(false)
  })
})

describe('versions', () => {
  it('takes the highest version as latest whatever the order', () => {
    expect(latestVersion(['v0', 'v2', 'v1'])).toBe('v2')
  })

  it('links the latest version without a version segment', () => {
    expect(versionRoot('nodejs', 'v1')).toBe('/reference/nodejs')
    expect(versionRoot('nodejs', 'v0')).toBe('/reference/nodejs/v0')
  })

  it('offers the same page in another version when it exists, else that version root', () => {
    const pages = new Set(['/reference/nodejs/api/api-get', '/reference/nodejs/v0/api/api-get'])
    const exists = (route: string) => pages.has(route)
    expect(versionChoices('/reference/nodejs/api/api-get', ['v1', 'v0'], exists)).toEqual([
      { version: 'v1', href: '/reference/nodejs/api/api-get', current: true },
      { version: 'v0', href: '/reference/nodejs/v0/api/api-get', current: false },
    ])
    expect(versionChoices('/reference/nodejs/batch/job', ['v1', 'v0'], exists)[1]).toEqual({
      version: 'v0',
      href: '/reference/nodejs/v0',
      current: false,
    })
  })
})
