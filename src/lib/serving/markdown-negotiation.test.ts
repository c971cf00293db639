import { describe, expect, it } from 'vitest'
import { prefersMarkdown } from './markdown-negotiation'

describe('prefersMarkdown', () => {
  it('gives Markdown to a client that asks for it first', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true)
    expect(prefersMarkdown('text/markdown, text/html;q=0.9, */*;q=0.1')).toBe(true)
    expect(prefersMarkdown('text/plain;q=0.5, text/markdown')).toBe(true)
  })

  it('gives HTML to browsers, to clients that accept anything, and on a tie', () => {
    expect(prefersMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8')).toBe(false)
    expect(prefersMarkdown('*/*')).toBe(false)
    expect(prefersMarkdown(undefined)).toBe(false)
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=0.5, text/html')).toBe(false)
  })
})
