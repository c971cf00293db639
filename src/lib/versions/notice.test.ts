import { describe, expect, it } from 'vitest'
import type { SdkRegistry } from '../sdks/registry'
import { referenceLocation } from './context'
import { referenceNoticeKind } from './notice'

const two = [{ version: 'v1', release: '1.0.0' }, { version: 'v0', release: '0.1.0' }]
const registry: SdkRegistry = [
  { key: 'nodejs', label: 'Node.js', package: 'x', icon: { title: 'X', path: 'M0 0h24v24H0z' }, languages: [{ name: 'typescript', label: 'Typescript' }], versions: two, source: 'x' },
  { key: 'go', label: 'Go', package: 'x', icon: { title: 'X', path: 'M0 0h24v24H0z' }, status: 'experimental', languages: [{ name: 'go', label: 'Go' }], versions: two, source: 'x' },
  { key: 'jvm', label: 'JVM', package: 'x', icon: { title: 'X', path: 'M0 0h24v24H0z' }, status: 'legacy', languages: [{ name: 'java', label: 'Java' }], versions: [{ version: 'v0', release: '0.1.0' }], source: 'x' },
]

const kind = (route: string) => referenceNoticeKind(referenceLocation(route, registry))

describe('referenceNoticeKind', () => {
  it('marks an experimental SDK as experimental in every version', () => {
    expect(kind('/reference/go')).toBe('experimental')
    expect(kind('/reference/go/v0/api/api')).toBe('experimental')
  })

  it('warns that a legacy SDK only supports versions before v1', () => {
    expect(kind('/reference/jvm/v0/api/api')).toBe('legacy')
  })

  it('points other SDKs on an older version to the latest', () => {
    expect(kind('/reference/nodejs/v0/api/api')).toBe('older-version')
  })

  it('shows nothing on the latest version or outside the references', () => {
    expect(kind('/reference/nodejs/api/api')).toBeUndefined()
    expect(kind('/reference/cli')).toBeUndefined()
    expect(kind('/apis')).toBeUndefined()
  })
})
