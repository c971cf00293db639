import { describe, expect, it } from 'vitest'
import { escapeHtml, highlight, snippet } from './highlight'

const tags = { pre: '<mark>', post: '</mark>' }

describe('highlight', () => {
  it('marks matched words and keeps the rest of the text', () => {
    expect(highlight('Declare an API, then add routes.', new Set(['api', 'routes']), tags)).toEqual({
      value: 'Declare an <mark>API</mark>, then add <mark>routes</mark>.',
      matchLevel: 'full',
      matchedWords: ['api', 'routes'],
    })
  })

  it('escapes record text so it can never carry markup', () => {
    const marked = highlight('<img src=x onerror="alert(1)"> api & "quotes"', new Set(['api']), tags)
    expect(marked.value).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <mark>api</mark> &amp; &quot;quotes&quot;')
    expect(marked.value).not.toContain('<img')
  })

  it('reports no match level when nothing matched', () => {
    expect(highlight('plain text', new Set(['api']), tags).matchLevel).toBe('none')
  })
})

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen'

  it('cuts a window of words around the first match with ellipses', () => {
    const marked = snippet(text, new Set(['twelve']), 5, '…', tags)
    expect(marked.value).toBe('…eleven <mark>twelve</mark> thirteen fourteen fifteen…')
  })

  it('keeps short text whole', () => {
    expect(snippet('short text', new Set(['text']), 10, '…', tags).value).toBe('short <mark>text</mark>')
  })

  it('escapes the ellipsis too', () => {
    expect(snippet(text, new Set(['one']), 3, '<b>', tags).value).toBe('<mark>one</mark> two three&lt;b&gt;')
  })
})

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
  })
})
