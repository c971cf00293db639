import { describe, expect, it } from 'vitest'
import { assistantLinks } from './assistants'

describe('assistantLinks', () => {
  const links = assistantLinks('https://nitric.io/docs/apis.md', 'APIs & "routes"')

  it('opens a new chat in ChatGPT and in Claude', () => {
    expect(links.map((link) => [link.label, new URL(link.href).origin + new URL(link.href).pathname])).toEqual([
      ['Open in ChatGPT', 'https://chatgpt.com/'],
      ['Open in Claude', 'https://claude.ai/new'],
    ])
  })

  it("asks the assistant to read the page's Markdown, with the message encoded whatever the title holds", () => {
    for (const link of links) {
      const message = new URL(link.href).searchParams.get('q')
      expect(message).toContain('https://nitric.io/docs/apis.md')
      expect(message).toContain('"APIs & "routes""')
      expect(link.href).not.toMatch(/[ "&]routes/)
    }
  })
})
