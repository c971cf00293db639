import { describe, expect, it } from 'vitest'
import { SDK_REGISTRY } from '@/lib/sdks/registry'
import { FAKE_SDK } from '../tests/fixtures/fake-sdk/site'
import { SDK_CHECKS, sdkCheckGaps } from './sdk-checks'

const everyVersionHasPages = () => true
const registry = [...SDK_REGISTRY, FAKE_SDK]

// A new SDK's pages failing the check until it has an entry: tests/unit/new-sdk.test.ts.
describe('how each SDK is checked', () => {
  it('has an entry for every SDK of the registry, and names a surface for every version it checks', () => {
    expect(sdkCheckGaps(SDK_REGISTRY, SDK_CHECKS, everyVersionHasPages)).toEqual([])
  })

  it('asks nothing of an SDK without pages, and refuses an entry the registry does not have', () => {
    expect(sdkCheckGaps(registry, SDK_CHECKS, (sdk) => sdk.key !== 'fake')).toEqual([])
    expect(sdkCheckGaps(SDK_REGISTRY, { ...SDK_CHECKS, fake: { unchecked: 'gone' } }, everyVersionHasPages)).toEqual(['fake: in SDK_CHECKS but not in the registry'])
  })
})
