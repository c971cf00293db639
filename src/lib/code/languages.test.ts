import { describe, expect, it } from 'vitest'
import { canonicalLanguage, languageLabel } from './languages'
import { parsePreferences, preferredIndex, rememberLanguage } from './preferences'

describe('language preference', () => {
  it('shows the most recent choice the group offers', () => {
    expect(preferredIndex(['typescript', 'python', 'go'], ['go', 'python'])).toBe(2)
    expect(preferredIndex(['typescript', 'python'], ['dart', 'python'])).toBe(1)
    expect(preferredIndex(['typescript', 'python'], [])).toBe(0)
  })

  it('remembers choices most recent first without duplicates', () => {
    expect(rememberLanguage(['python', 'go'], 'go')).toEqual(['go', 'python'])
    expect(rememberLanguage([], 'dart')).toEqual(['dart'])
  })

  it('survives a corrupt stored value', () => {
    expect(parsePreferences('{nope')).toEqual([])
    expect(parsePreferences('["go", 3]')).toEqual(['go'])
    expect(parsePreferences(null)).toEqual([])
  })

  it('labels known languages and passes others through', () => {
    expect(languageLabel('typescript')).toBe('TypeScript')
    expect(languageLabel('elixir')).toBe('elixir')
    expect(languageLabel('ts')).toBe('TypeScript')
  })

  it('resolves fence aliases to one language', () => {
    expect(canonicalLanguage('ts')).toBe('typescript')
    expect(canonicalLanguage('typescript')).toBe('typescript')
    expect(canonicalLanguage('kt')).toBe('kotlin')
    expect(canonicalLanguage('go')).toBe('go')
  })
})
