import { describe, expect, it } from 'vitest'
import type { SdkRegistry } from '../sdks/registry'
import { referenceLocation } from './context'
import { LINKS } from '../site/config'
import { pageNotes, referenceNoticeKind } from './page-notes'

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

const notes = (route: string, introducedIn?: string) => pageNotes(referenceLocation(route, registry), introducedIn)

describe('pageNotes', () => {
  it("says an experimental SDK is in experimental status and invites feedback in the chat, in the specification's words", () => {
    expect(notes('/reference/go/v0/api/api')).toEqual([
      {
        kind: 'experimental',
        title: 'Experimental',
        text: ['The Go SDK is currently in experimental status. Tell us how it works for you in our ', { text: 'community chat', href: LINKS.chat }, '.'],
      },
    ])
  })

  it('says a legacy SDK supports only versions before v1, is kept for compatibility and not recommended, with links to supported SDKs and to get in touch', () => {
    expect(notes('/reference/jvm/v0/api/api')).toEqual([
      {
        kind: 'legacy',
        title: 'Legacy SDK',
        text: [
          'The JVM SDK only supports legacy versions of Nitric prior to v1. It is kept for compatibility and is not recommended for new projects. See the ',
          { text: 'supported SDKs', href: '/#libraries' },
          ', or ',
          { text: 'get in touch', href: LINKS.chat },
          ' if you need it.',
        ],
      },
    ])
  })

  it('names the older version and links to the latest by its route', () => {
    expect(notes('/reference/nodejs/v0/api/api')).toEqual([
      {
        kind: 'older-version',
        title: 'Older version',
        text: ['Note: You are viewing documentation for version v0 of Node.js.', ' ', { text: 'View the latest version', href: '/reference/nodejs' }],
      },
    ])
  })

  it('says which release added an API newer than the checked one, after the reference notice', () => {
    expect(notes('/reference/nodejs/api/api', '1.3.0')).toEqual([
      { kind: 'introduced-in', title: 'Newer release', text: ['Added in version 1.3.0 of the SDK. Update your dependency to use it.'] },
    ])
    expect(notes('/reference/go/api/api', '1.3.0').map((note) => note.kind)).toEqual(['experimental', 'introduced-in'])
  })

  it('gives the latest version of a stable SDK and pages outside the references no note', () => {
    expect(notes('/reference/nodejs/api/api')).toEqual([])
    expect(notes('/apis')).toEqual([])
  })
})
