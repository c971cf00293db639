import { describe, expect, it } from 'vitest'
import { SDK_REGISTRY } from '@/lib/sdks/registry'
import { FAKE_SDK } from '../tests/fixtures/fake-sdk/site'
import { SDK_CHECKS, sdkCheckGaps, type SdkChecks, type SdkCheckTable } from './sdk-checks'

const everyVersionHasPages = () => true
const registry = [...SDK_REGISTRY, FAKE_SDK]
const fakeChecks: SdkCheckTable[string] = { ...(SDK_CHECKS.nodejs as SdkChecks), surface: () => [] }

describe('how each SDK is checked', () => {
  it('has an entry for every SDK of the registry, and names a surface for every version it checks', () => {
    expect(sdkCheckGaps(SDK_REGISTRY, SDK_CHECKS, everyVersionHasPages)).toEqual([])
  })

  it('fails for a new SDK with pages and no entry, and passes once it has a checker or a reason', () => {
    expect(sdkCheckGaps(registry, SDK_CHECKS, everyVersionHasPages)).toEqual([expect.stringMatching(/^fake: no entry in SDK_CHECKS/)])
    expect(sdkCheckGaps(registry, { ...SDK_CHECKS, fake: { unchecked: 'no Ruby toolchain on this machine' } }, everyVersionHasPages)).toEqual([])
    // The fake SDK's versions name no surface, so a checker alone is not enough.
    expect(sdkCheckGaps(registry, { ...SDK_CHECKS, fake: fakeChecks }, everyVersionHasPages)).toEqual([
      'fake v1: the registry names no surface for its checks',
      'fake v2: the registry names no surface for its checks',
    ])
  })

  it('asks nothing of an SDK without pages, and refuses an entry the registry does not have', () => {
    expect(sdkCheckGaps(registry, SDK_CHECKS, (sdk) => sdk.key !== 'fake')).toEqual([])
    expect(sdkCheckGaps(SDK_REGISTRY, { ...SDK_CHECKS, fake: { unchecked: 'gone' } }, everyVersionHasPages)).toEqual(['fake: in SDK_CHECKS but not in the registry'])
  })
})
