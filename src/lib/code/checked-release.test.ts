import { describe, expect, it } from 'vitest'
import { fakeSdkSite } from '../../../tests/fixtures/fake-sdk/site'
import { checkedLabel } from './checked-release'

const fixture = fakeSdkSite()

describe('checkedLabel', () => {
  it("names the package and release a fence's language is checked against: the page's own version on a reference page, else the latest", () => {
    expect(checkedLabel(fixture, '/apis', { language: 'typescript' })).toBe('@nitric/sdk 1.2.2')
    expect(checkedLabel(fixture, '/apis', { language: 'ruby' })).toBe('fake-sdk 2.0.1')
    expect(checkedLabel(fixture, '/reference/fake/v1/things/thing', { language: 'ruby' })).toBe('fake-sdk 1.4.0')
  })

  it('says nothing for code the checks skip: untested, another tool’s, or a language no SDK owns', () => {
    expect(checkedLabel(fixture, '/apis', { language: 'typescript', untested: 'Added in 1.3.0' })).toBeUndefined()
    expect(checkedLabel(fixture, '/apis', { language: 'typescript', tool: 'AWS CDK' })).toBeUndefined()
    expect(checkedLabel(fixture, '/apis', { language: 'bash' })).toBeUndefined()
  })
})
