import { describe, expect, it } from 'vitest'
import { SDK_REGISTRY } from '../sdks/registry'
import { referenceLocation, versionContext } from '../versions/context'
import { canonicalUrl, editUrl, ogImagePath, pageTitle } from './metadata'

const title = (route: string, page: { title: string; title_meta?: string }) =>
  pageTitle(route, versionContext(referenceLocation(route, SDK_REGISTRY)), page)

describe('pageTitle', () => {
  it('is the site title on the home page', () => {
    expect(title('/', { title: 'Home' })).toBe('Nitric Documentation')
  })

  it('suffixes other pages, preferring title_meta', () => {
    expect(title('/apis', { title: 'APIs' })).toBe('APIs - Nitric Documentation')
    expect(title('/apis', { title: 'APIs', title_meta: 'Building APIs' })).toBe('Building APIs - Nitric Documentation')
  })

  it('names the version on reference pages that are not the latest', () => {
    expect(title('/reference/nodejs/v0/api/api', { title: 'api()' })).toBe('api() - Nitric v0 Documentation')
    expect(title('/reference/nodejs/api/api', { title: 'api()' })).toBe('api() - Nitric Documentation')
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
