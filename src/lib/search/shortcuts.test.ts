import { describe, expect, it } from 'vitest'
import { shortcutAction, type KeyPress } from './shortcuts'

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName: 'BODY' },
  ...extra,
})
const closed = { isOpen: false, buttonFocused: false }

describe('shortcutAction', () => {
  it('toggles on Ctrl+K and Cmd+K, open or not', () => {
    expect(shortcutAction(press('k', { ctrlKey: true }), closed)).toBe('toggle')
    expect(shortcutAction(press('K', { metaKey: true }), { isOpen: true, buttonFocused: false })).toBe('toggle')
  })

  it('opens on / except while typing in a field', () => {
    expect(shortcutAction(press('/'), closed)).toBe('open')
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(shortcutAction(press('/', { target: { tagName } }), closed)).toBeUndefined()
    }
    expect(shortcutAction(press('/', { target: { tagName: 'DIV', isContentEditable: true } }), closed)).toBeUndefined()
  })

  it('closes on Escape only when open', () => {
    expect(shortcutAction(press('Escape'), { isOpen: true, buttonFocused: false })).toBe('close')
    expect(shortcutAction(press('Escape'), closed)).toBeUndefined()
  })

  it('opens with the typed character when the search button has focus', () => {
    expect(shortcutAction(press('b'), { isOpen: false, buttonFocused: true })).toBe('open-with-input')
    expect(shortcutAction(press('b'), closed)).toBeUndefined()
    expect(shortcutAction(press('Tab'), { isOpen: false, buttonFocused: true })).toBeUndefined()
  })
})
