import { describe, expect, it } from 'vitest'
import { latestOf, registryProblems, SDK_REGISTRY, sdkForLanguage, versionRoot, type SdkEntry } from './registry'

const sdk = (entry: Partial<SdkEntry>): SdkEntry => ({ key: 'x', label: 'X', package: 'x', icon: { title: 'X', path: 'M0 0h24v24H0z' }, languages: [], versions: [], source: 'x', ...entry })

describe('the SDK registry', () => {
  it('is sound', () => {
    expect(registryProblems(SDK_REGISTRY)).toEqual([])
  })

  it('takes each SDK’s highest version as its latest, whatever the order, and none for a legacy SDK', () => {
    const versions = [{ version: 'v1', release: '1.0.0' }, { version: 'v10', release: '10.0.0' }, { version: 'v2', release: '2.0.0' }]
    expect(latestOf(sdk({ versions }))?.version).toBe('v10')
    expect(latestOf(sdk({ versions, status: 'legacy' }))).toBeUndefined()
  })

  it('serves the latest version without a segment', () => {
    const entry = sdk({ key: 'nodejs', versions: [{ version: 'v0', release: '0.1.0' }, { version: 'v1', release: '1.0.0' }] })
    expect(versionRoot(entry, 'v1')).toBe('/reference/nodejs')
    expect(versionRoot(entry, 'v0')).toBe('/reference/nodejs/v0')
    expect(versionRoot({ ...entry, status: 'legacy' }, 'v1')).toBe('/reference/nodejs/v1')
  })

  it('finds the SDK that owns a fence language', () => {
    expect(sdkForLanguage(SDK_REGISTRY, 'typescript')?.key).toBe('nodejs')
    expect(sdkForLanguage(SDK_REGISTRY, 'bash')).toBeUndefined()
  })

  it('names every problem', () => {
    expect(
      registryProblems([
        sdk({ key: 'a', languages: [{ name: 'go', label: 'Go' }], versions: [{ version: '1', release: 'one' }, { version: '1', release: '1.0.0' }] }),
        sdk({ key: 'a', languages: [{ name: 'go', label: 'Go' }] }),
      ]),
    ).toEqual([
      'a: version "1" is not v and a number',
      'a 1: release "one" is not a version number',
      'a: version "1" is not v and a number',
      'a: version 1 listed twice',
      'a: listed twice',
      'a: language go belongs to a already',
    ])
  })
})
