import { describe, expect, it } from 'vitest'
import { DEFAULT_DESCRIPTION } from '../metadata/metadata'
import { cardText, RAW_LIMIT, RENDERABLE_RANGES, sanitizeText, TEXT_LIMIT, truncate } from './text'

const renderable = (char: string) =>
  char === ' ' || RENDERABLE_RANGES.some(([first, last]) => char.codePointAt(0)! >= first && char.codePointAt(0)! <= last)

describe('sanitizeText', () => {
  it('keeps Latin text, accents and typographic punctuation the fonts have', () => {
    const text = 'Crème brûlée – “quoted” ‘single’ — 10 € • Nitric™ …'
    expect(sanitizeText(text)).toBe(text)
  })

  it('drops emoji, including joined and flag sequences, and closes the gap', () => {
    expect(sanitizeText('Deploy 🚀 fast')).toBe('Deploy fast')
    expect(sanitizeText('Team 👩‍💻👨‍👩‍👧 and 🇦🇺 flags ✔️')).toBe('Team and flags')
  })

  it('drops right-to-left and other scripts, and bidi controls', () => {
    expect(sanitizeText('مرحبا بالعالم')).toBe('')
    expect(sanitizeText('Nitric שלום docs')).toBe('Nitric docs')
    expect(sanitizeText('abc\u202Edef\u2066x\u2069')).toBe('abcdefx')
    expect(sanitizeText('Привет 世界 नमस्ते')).toBe('')
  })

  it('keeps the letter when only its accent cannot be drawn', () => {
    expect(sanitizeText('Dvořák, Tiếng Việt')).toBe('Dvorák, Tieng Viet')
    expect(sanitizeText('Cre\u0300me')).toBe('Crème')
  })

  it('drops control and invisible characters and turns line breaks and tabs into single spaces', () => {
    expect(sanitizeText('a\u0000b\u001Fc\u007F\u0085d\u200Be\u00ADf')).toBe('abcdef')
    expect(sanitizeText('  Line one\n\n\tline\u00A0two  ')).toBe('Line one line two')
  })

  it('drops the replacement character and lone surrogates left by broken encodings', () => {
    expect(sanitizeText('ok\uFFFD\uD800\uDFFF!')).toBe('ok!')
  })

  it('keeps markup as literal text: the image is not HTML', () => {
    expect(sanitizeText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
  })

  it(`reads only the first ${RAW_LIMIT} characters`, () => {
    expect(sanitizeText(' '.repeat(RAW_LIMIT) + 'hidden')).toBe('')
  })

  it('lets through nothing the fonts lack, for any code point', () => {
    const everything = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join('') + '😀𝔘𐍈'
    expect([...sanitizeText(everything)].filter((char) => !renderable(char))).toEqual([])
  })
})

describe('truncate', () => {
  it('leaves text within the limit alone', () => {
    const text = 'x'.repeat(TEXT_LIMIT)
    expect(truncate(text)).toBe(text)
  })

  it('cuts longer text at a word boundary with an ellipsis, within the limit', () => {
    const text = 'Deploy your application to AWS, Google Cloud and Azure, with one codebase and no infrastructure code to maintain'
    const cut = truncate(text)
    expect(cut).toBe('Deploy your application to AWS, Google Cloud and Azure, with one codebase and no infrastructure…')
    expect(cut.length).toBeLessThanOrEqual(TEXT_LIMIT)
  })

  it('does not leave punctuation before the ellipsis', () => {
    expect(truncate('one two, three', 12)).toBe('one two…')
  })

  it('cuts a single long word mid-word', () => {
    expect(truncate('a'.repeat(150))).toBe(`${'a'.repeat(TEXT_LIMIT - 1)}…`)
  })
})

describe('cardText', () => {
  it('reads the title and description from the query', () => {
    expect(cardText('title=Key+Value+Stores&description=Store%20data%20%26%20read%20it')).toEqual({
      title: 'Key Value Stores',
      description: 'Store data & read it',
    })
  })

  it('falls back to the site title and description when missing, empty or unrenderable', () => {
    const defaults = { title: 'Nitric Docs', description: DEFAULT_DESCRIPTION }
    expect(cardText('')).toEqual(defaults)
    expect(cardText('title=&description=')).toEqual(defaults)
    expect(cardText('title=%20%09%0A&description=%F0%9F%9A%80')).toEqual(defaults)
    expect(cardText(`title=${encodeURIComponent('עברית')}&description=${encodeURIComponent('العربية')}`)).toEqual(defaults)
  })

  it('uses the first of repeated parameters', () => {
    expect(cardText('title=First&title=Second').title).toBe('First')
  })

  it('survives invalid percent-encoding', () => {
    expect(cardText('title=Hello%E0%A4%A&description=%%ZZ%').title).toBe('Hello%A')
    expect(cardText('title=Hello%E0%A4%A&description=%%ZZ%').description).toBe('%%ZZ%')
  })

  it('bounds 10,000 characters to the limit', () => {
    const { title, description } = cardText(`title=${'word '.repeat(2_000)}&description=${'x'.repeat(10_000)}`)
    expect(title.length).toBeLessThanOrEqual(TEXT_LIMIT)
    expect(title.endsWith('…')).toBe(true)
    expect(description).toBe(`${'x'.repeat(TEXT_LIMIT - 1)}…`)
  })
})
