import { describe, expect, it } from 'vitest'
import { parseSourceRef, PINNED_SOURCES, sourceLabel, sourceUrl } from './pins'

describe('source references', () => {
  it('read repository, ref, path and lines, and link to the pinned commit', () => {
    const ref = 'nitrictech/cli@v1.61.1:pkg/project/runtime/typescript.dockerfile#L2-L31'
    expect(parseSourceRef(ref)).toEqual({ repo: 'nitrictech/cli', ref: 'v1.61.1', path: 'pkg/project/runtime/typescript.dockerfile', lines: { from: 2, to: 31 } })
    expect(sourceUrl(ref)).toBe('https://github.com/nitrictech/cli/blob/af50872bebfce158dcde47f4a3b141e592c686d3/pkg/project/runtime/typescript.dockerfile#L2-L31')
    expect(sourceUrl('nitrictech/cli@v1.61.1:cmd/new.go#L7')).toMatch(/cmd\/new\.go#L7$/)
    expect(sourceLabel(ref)).toBe('cli@v1.61.1:pkg/project/runtime/typescript.dockerfile')
  })

  it('refuse a release that is not pinned, naming the pinned ones', () => {
    expect(() => parseSourceRef('nitrictech/cli@v1.60.0:cmd/new.go')).toThrow('not a pinned release (pinned: v1.61.1, v1.33.6)')
    expect(() => parseSourceRef('cmd/new.go')).toThrow('is not of the form')
    expect(() => parseSourceRef('nitrictech/cli@v1.61.1:cmd/new.go#L9-L3')).toThrow('lines run backwards')
  })

  it('pin every repository once per ref, each to a full commit', () => {
    const keys = PINNED_SOURCES.map((pin) => `${pin.repo}@${pin.ref}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const pin of PINNED_SOURCES) expect(pin.commit).toMatch(/^[0-9a-f]{40}$/)
  })
})
