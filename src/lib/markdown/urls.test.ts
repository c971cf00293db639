import { describe, expect, it } from 'vitest'
import { markdownFile, markdownPath } from './urls'

describe('Markdown twin addresses', () => {
  it('appends .md to the page path, and serves the home page as index.md inside the base path', () => {
    expect(markdownPath('/apis')).toBe('/docs/apis.md')
    expect(markdownPath('/reference/nodejs/api/api-get')).toBe('/docs/reference/nodejs/api/api-get.md')
    expect(markdownPath('/')).toBe('/docs/index.md')
  })

  it('writes each twin to a file of its own', () => {
    expect(markdownFile('/apis')).toBe('apis.md')
    expect(markdownFile('/reference/nodejs')).toBe('reference/nodejs.md')
    expect(markdownFile('/')).toBe('index.md')
  })
})
