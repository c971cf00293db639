import { describe, expect, it } from 'vitest'
import { canonicalUrl, editUrl, ogImagePath, pageTitle } from './metadata'

describe('pageTitle', () => {
  it('is the site title on the home page', () => {
    expect(pageTitle('/', { title: 'Home' })).toBe('Nitric Documentation')
  })

  it('suffixes other pages, preferring title_meta', () => {
    expect(pageTitle('/apis', { title: 'APIs' })).toBe('APIs - Nitric Documentation')
    expect(pageTitle('/apis', { title: 'APIs', title_meta: 'Building APIs' })).toBe('Building APIs - Nitric Documentation')
  })

  it('names the version on reference pages that are not the latest', () => {
    expect(pageTitle('/reference/nodejs/v0/api/api', { title: 'api()' })).toBe('api() - Nitric v0 Documentation')
    expect(pageTitle('/reference/nodejs/api/api', { title: 'api()' })).toBe('api() - Nitric Documentation')
  })
})

describe('urls', () => {
  it('builds the canonical without query or hash', () => {
    expect(canonicalUrl('https://nitric.io', '/docs', '/apis?x=1#routes')).toBe('https://nitric.io/docs/apis')
    expect(canonicalUrl('https://nitric.io', '/docs', '/')).toBe('https://nitric.io/docs')
  })

  it('encodes the social image query', () => {
    expect(ogImagePath('/docs', 'A & B', 'x y')).toBe('/docs/api/og?title=A+%26+B&description=x+y')
  })

  it('points edits at the file on the branch', () => {
    expect(editUrl('https://github.com/nitrictech/docs', 'main', 'content/index.mdx')).toBe(
      'https://github.com/nitrictech/docs/edit/main/content/index.mdx',
    )
  })
})
