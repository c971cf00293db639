import { describe, expect, it } from 'vitest'
import { docsPath, parseSubmission } from './submission'

const pages = new Set(['/', '/apis', '/reference/nodejs/api/api-get'])
const parse = (body: unknown) => parseSubmission(body, '/docs', (route) => pages.has(route))
const valid = { url: 'https://nitric.io/docs/apis', ua: 'Mozilla/5.0', comment: 'Nice', answer: 'yes' }

describe('docsPath', () => {
  it('keeps the docs path and drops the origin, query, hash and trailing slash', () => {
    expect(docsPath('https://nitric.io/docs/apis/?tab=go#routes', '/docs')).toBe('/docs/apis')
    expect(docsPath('/docs', '/docs')).toBe('/docs')
    expect(docsPath('/docs/', '/docs')).toBe('/docs')
  })

  it('refuses paths outside the docs', () => {
    expect(docsPath('https://nitric.io/blog/post', '/docs')).toBeUndefined()
    expect(docsPath('/docsearch', '/docs')).toBeUndefined()
  })
})

describe('parseSubmission', () => {
  it('accepts a submission for a page and stores its path', () => {
    expect(parse(valid)).toEqual({ ok: true, entry: { path: '/docs/apis', answer: 'yes', comment: 'Nice', userAgent: 'Mozilla/5.0' } })
    expect(parse({ ...valid, url: 'http://localhost:3000/docs?x=1' })).toMatchObject({ ok: true, entry: { path: '/docs' } })
  })

  it('lets the comment and user agent be empty or missing', () => {
    expect(parse({ url: '/docs/apis', answer: 'no' })).toMatchObject({ ok: true, entry: { comment: '', userAgent: '' } })
  })

  it('names the field that is wrong', () => {
    expect(parse({ ...valid, answer: 'maybe' })).toMatchObject({ ok: false, field: 'answer', message: 'answer must be one of yes, no, feedback' })
    expect(parse({ ...valid, url: '/docs/not-a-page' })).toMatchObject({ ok: false, field: 'url', message: 'url must be a page of this site' })
    expect(parse({ ...valid, url: 'https://evil.example/phish' })).toMatchObject({ ok: false, field: 'url' })
    expect(parse({ ...valid, comment: 'x'.repeat(4001) })).toMatchObject({ ok: false, field: 'comment', message: 'comment must be at most 4000 characters' })
    expect(parse({ ...valid, ua: 'u'.repeat(513) })).toMatchObject({ ok: false, field: 'ua' })
    expect(parse({ ...valid, comment: 42 })).toMatchObject({ ok: false, field: 'comment', message: 'comment must be a string' })
    expect(parse({ ...valid, url: undefined })).toMatchObject({ ok: false, field: 'url' })
    expect(parse(['not', 'an', 'object'])).toMatchObject({ ok: false, field: 'body', message: 'the body must be a JSON object' })
  })

  it('accepts exactly 4,000 characters of comment', () => {
    expect(parse({ ...valid, comment: 'x'.repeat(4000) }).ok).toBe(true)
  })

  it('drops NUL characters, which no database text column takes', () => {
    expect(parse({ ...valid, comment: 'a\u0000b' })).toMatchObject({ ok: true, entry: { comment: 'ab' } })
  })
})
