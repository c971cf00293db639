import { describe, expect, it } from 'vitest'
import { versionContext } from './context'
import { referenceNoticeKind } from './notice'

const kind = (path: string) => referenceNoticeKind(versionContext(path))

describe('referenceNoticeKind', () => {
  it('marks Go and Dart as experimental in every version', () => {
    expect(kind('/reference/go')).toBe('experimental')
    expect(kind('/reference/go/v0/api/api')).toBe('experimental')
    expect(kind('/reference/dart/api/api')).toBe('experimental')
  })

  it('warns that C# and JVM only support legacy versions', () => {
    expect(kind('/reference/csharp/v0')).toBe('legacy')
    expect(kind('/reference/jvm/v0/api/api')).toBe('legacy')
  })

  it('points other SDKs on an older version to the latest', () => {
    expect(kind('/reference/nodejs/v0/api/api')).toBe('older-version')
    expect(kind('/reference/python/v0')).toBe('older-version')
  })

  it('shows nothing on the latest version or outside the references', () => {
    expect(kind('/reference/nodejs/api/api')).toBeUndefined()
    expect(kind('/reference/cli')).toBeUndefined()
    expect(kind('/apis')).toBeUndefined()
  })
})
