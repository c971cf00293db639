import { describe, expect, it } from 'vitest'
import type { ManifestEntry } from './manifest'
import { respond } from './respond'

const page: ManifestEntry = {
  file: '.next/server/app/apis.html',
  type: 'text/html; charset=utf-8',
  cacheControl: 'public, max-age=0, must-revalidate',
  hash: 'h1',
  size: 1000,
  br: { file: '.next/precompressed/h1.br', size: 100 },
  gzip: { file: '.next/precompressed/h1.gz', size: 150 },
}

describe('respond', () => {
  it('answers a browser with the brotli body, its length and tag, varying by Accept-Encoding', () => {
    expect(respond(page, 'GET', { acceptEncoding: 'gzip, deflate, br' })).toEqual({
      status: 200,
      body: 'br',
      headers: {
        'Cache-Control': 'public, max-age=0, must-revalidate',
        ETag: '"h1-br"',
        Vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': '100',
        'Content-Encoding': 'br',
      },
    })
  })

  it('answers gzip or the file itself when that is all the client takes', () => {
    const gzip = respond(page, 'GET', { acceptEncoding: 'gzip' })
    expect([gzip.body, gzip.headers['Content-Encoding'], gzip.headers['Content-Length'], gzip.headers.ETag]).toEqual(['gzip', 'gzip', '150', '"h1-gz"'])
    const plain = respond(page, 'GET', {})
    expect([plain.body, plain.headers['Content-Encoding'], plain.headers['Content-Length'], plain.headers.ETag]).toEqual(['identity', undefined, '1000', '"h1"'])
    expect(plain.headers.Vary).toMatch(/, Accept-Encoding$/)
  })

  it('answers 304 without a body when the client holds the same encoding', () => {
    const answer = respond(page, 'GET', { acceptEncoding: 'br', ifNoneMatch: 'W/"h1-br"' })
    expect(answer).toEqual({ status: 304, headers: { 'Cache-Control': page.cacheControl, ETag: '"h1-br"', Vary: respond(page, 'GET', {}).headers.Vary } })
    // Its tag for another encoding is another representation: a full answer.
    expect(respond(page, 'GET', { acceptEncoding: 'gzip', ifNoneMatch: '"h1-br"' }).status).toBe(200)
  })

  it('answers HEAD with the headers of GET and no body', () => {
    const head = respond(page, 'HEAD', { acceptEncoding: 'br' })
    expect(head.body).toBeUndefined()
    expect(head.headers).toEqual(respond(page, 'GET', { acceptEncoding: 'br' }).headers)
  })

  it('varies a Markdown version by Accept-Encoding alone, since Next.js answers the router at pages only', () => {
    const markdown: ManifestEntry = { ...page, type: 'text/markdown; charset=utf-8' }
    expect(respond(markdown, 'GET', { acceptEncoding: 'br' }).headers.Vary).toBe('Accept-Encoding')
  })

  it('does not vary a file that has no compressed body', () => {
    const icon: ManifestEntry = { file: 'public/icon.png', type: 'image/png', cacheControl: page.cacheControl, hash: 'h2', size: 500 }
    const answer = respond(icon, 'GET', { acceptEncoding: 'br, gzip' })
    expect(answer.headers.Vary).toBeUndefined()
    expect(answer.headers['Content-Encoding']).toBeUndefined()
    expect(answer.body).toBe('identity')
  })
})
