import { describe, expect, it } from 'vitest'
import { followAddress, topicWords } from './addresses'
import type { ServedFiles } from './served'

const exact = (from: string, to: string) => ({ source: from, destination: to, statusCode: 308, regex: `^${from}(?:/)?$` })

const site: ServedFiles & { basePath: string } = {
  basePath: '/docs',
  pages: new Map([
    ['/docs', '<title>Introduction - Nitric Documentation</title>'],
    ['/docs/getting-started/quickstart', '<title>Quickstart - Nitric Documentation</title><h2 id="install">Install</h2>'],
    ['/docs/reference/providers/aws/storage', '<title>AWS Resources - Buckets - Nitric Documentation</title>'],
  ]),
  files: new Map(),
  redirects: [
    exact('/docs/get-started/quickstart', '/docs/getting-started/quickstart'),
    exact('/docs/get-started/install', '/docs/getting-started/quickstart#install'),
    exact('/docs/get-started/setup', '/docs/getting-started/quickstart#setup'),
    exact('/docs/providers/mappings/aws/storage', '/docs/reference/providers/aws/storage'),
    exact('/docs/chain', '/docs/get-started/quickstart'),
    exact('/docs/gone', '/docs/nowhere'),
    exact('/docs/misc/pricing', '/docs/getting-started/quickstart'),
  ],
  rewrites: [],
  caseSensitive: false,
}

describe('topicWords', () => {
  it('keeps the words that name a topic, singular, without the filler every page shares', () => {
    expect([...topicWords('Nitric Documentation: Buckets and Topics')]).toEqual(['bucket', 'topic'])
    expect([...topicWords('/providers/mappings/aws/storage')]).toEqual(['provider', 'mapping', 'aws', 'storage'])
    expect(topicWords('Access')).toEqual(new Set(['access']))
  })
})

describe('followAddress', () => {
  it('accepts a page, or one redirect to a page of the same topic', () => {
    expect(followAddress({ path: '/getting-started/quickstart' }, site)).toEqual({ path: '/getting-started/quickstart', page: '/docs/getting-started/quickstart' })
    expect(followAddress({ path: '/get-started/quickstart', title: 'Getting started' }, site).problem).toBeUndefined()
    expect(followAddress({ path: '/providers/mappings/aws/storage', title: 'AWS Resources - Storage' }, site).problem).toBeUndefined()
    expect(followAddress({ path: '/get-started/install', title: 'Install' }, site).problem).toBeUndefined()
  })

  it('names what a reader would hit instead', () => {
    expect(followAddress({ path: '/nowhere' }, site).problem).toBe('not found')
    expect(followAddress({ path: '/gone' }, site).problem).toBe('redirects to /docs/nowhere, which is not a page')
    expect(followAddress({ path: '/chain' }, site).problem).toBe('two redirects: /docs/get-started/quickstart, then /docs/getting-started/quickstart')
    expect(followAddress({ path: '/get-started/setup' }, site).problem).toBe('redirects to #setup, which /docs/getting-started/quickstart does not have')
  })

  it('refuses a redirect to a page on another topic', () => {
    expect(followAddress({ path: '/misc/pricing', title: 'Pricing' }, site)).toEqual({
      path: '/misc/pricing',
      page: '/docs/getting-started/quickstart',
      problem: "ends on /docs/getting-started/quickstart ('Quickstart - Nitric Documentation'), which shares no topic word with 'Pricing'",
    })
  })
})
