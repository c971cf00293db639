import { describe, expect, it } from 'vitest'
import { parseFrontmatter } from './frontmatter'

describe('parseFrontmatter', () => {
  it('reads the fields a page declares', () => {
    const source = '---\ntitle: APIs\ndescription: Build HTTP APIs.\ndisable_edit: true\n---\n\n# APIs\n'
    expect(parseFrontmatter(source, 'content/apis.mdx')).toEqual({
      title: 'APIs',
      description: 'Build HTTP APIs.',
      disable_edit: true,
    })
  })

  it('names the file and line of a field with the wrong type', () => {
    const source = '---\ntitle: APIs\ndisable_edit: sometimes\n---\n'
    expect(() => parseFrontmatter(source, 'content/apis.mdx')).toThrow(/^content\/apis\.mdx:3:1: frontmatter "disable_edit"/)
  })

  it('rejects an unknown field so a typo cannot pass silently', () => {
    const source = '---\ntitle: APIs\ndescripton: typo\n---\n'
    expect(() => parseFrontmatter(source, 'content/apis.mdx')).toThrow(/content\/apis\.mdx:3:1: frontmatter "descripton"/)
  })

  it('requires a title', () => {
    expect(() => parseFrontmatter('---\ndescription: x\n---\n', 'a.mdx')).toThrow(/a\.mdx:1:1: frontmatter "title"/)
  })

  it('reports broken YAML with its line', () => {
    const source = '---\ntitle: APIs\ndescription: [unclosed\n---\n'
    expect(() => parseFrontmatter(source, 'a.mdx')).toThrow(/^a\.mdx:\d+:\d+: invalid frontmatter/)
  })

  it('takes symbols as name, Class.method or, for Go, pkg.Type.Method, and nothing deeper', () => {
    const page = (symbols: string) => `---\ntitle: Go\nsymbols: [${symbols}]\n---\n`
    expect(parseFrontmatter(page("'nitric.NewApi', 'apis.Api.Get', 'Api.get', 'api'"), 'a.mdx').symbols).toEqual(['nitric.NewApi', 'apis.Api.Get', 'Api.get', 'api'])
    expect(() => parseFrontmatter(page("'a.b.c.d'"), 'a.mdx')).toThrow(/a\.mdx:3:1: frontmatter "symbols"/)
  })

  it("reads a guide's fields: a day written as YAML reads it or quoted, topics from the list, whole minutes", () => {
    const guide = (fields: string) => `---\ntitle: A guide\nlanguages: [nodejs]\n${fields}\n---\n`
    expect(parseFrontmatter(guide('topics: [apis, databases]\nreading_time: 12\nlast_checked: 2026-11-23'), 'g.mdx')).toMatchObject({ topics: ['apis', 'databases'], reading_time: 12, last_checked: '2026-11-23' })
    expect(parseFrontmatter(guide("last_checked: '2026-11-23'"), 'g.mdx').last_checked).toBe('2026-11-23')
    expect(() => parseFrontmatter(guide('topics: [api]'), 'g.mdx')).toThrow(/g\.mdx:4:1: frontmatter "topics"/)
    expect(() => parseFrontmatter(guide('topics: []'), 'g.mdx')).toThrow(/at least one topic/)
    expect(() => parseFrontmatter(guide('reading_time: 7.5'), 'g.mdx')).toThrow(/frontmatter "reading_time"/)
    expect(() => parseFrontmatter(guide('last_checked: last week'), 'g.mdx')).toThrow(/frontmatter "last_checked"/)
  })

  it('requires a frontmatter block', () => {
    expect(() => parseFrontmatter('# Hello', 'a.mdx')).toThrow('a.mdx:1:1: missing frontmatter')
  })
})
