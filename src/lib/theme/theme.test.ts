import { describe, expect, it } from 'vitest'
import { overrideAfterToggle, resolveDarkMode, THEME_INIT_SCRIPT } from './theme'

describe('theme', () => {
  it('follows the system unless a choice is stored', () => {
    expect(resolveDarkMode(null, true)).toBe(true)
    expect(resolveDarkMode(null, false)).toBe(false)
    expect(resolveDarkMode('false', true)).toBe(false)
    expect(resolveDarkMode('true', false)).toBe(true)
    expect(resolveDarkMode('garbage', true)).toBe(true)
  })

  it('removes the override when the choice matches the system', () => {
    expect(overrideAfterToggle(true, true)).toBeNull()
    expect(overrideAfterToggle(false, false)).toBeNull()
    expect(overrideAfterToggle(true, false)).toBe('true')
    expect(overrideAfterToggle(false, true)).toBe('false')
  })

  it('applies the same rule in the pre-paint script', () => {
    for (const stored of [null, 'true', 'false']) {
      for (const systemDark of [true, false]) {
        const classes = new Set<string>()
        const document = { documentElement: { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) }, style: {} } }
        const window = { matchMedia: () => ({ matches: systemDark }) }
        const localStorage = { getItem: () => stored }
        new Function('document', 'window', 'localStorage', THEME_INIT_SCRIPT)(document, window, localStorage)
        expect(classes.has('dark')).toBe(resolveDarkMode(stored, systemDark))
      }
    }
  })
})
