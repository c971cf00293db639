/** What a key press means for the search modal, given where it happened. */
export type ShortcutAction = 'toggle' | 'open' | 'close' | 'open-with-input' | undefined

export interface KeyPress {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  /** The element the key was pressed in. */
  target: { tagName?: string; isContentEditable?: boolean } | null
}

function isEditable(target: KeyPress['target']): boolean {
  if (!target) return false
  const tag = target.tagName?.toUpperCase()
  return tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || target.isContentEditable === true
}

/**
 * Ctrl+K or Cmd+K toggles the search; '/' opens it unless the reader is typing in a field; Escape closes it; a
 * letter or digit typed on the focused search button opens it with that character. The same rules as DocSearch's
 * own keyboard hook, without loading DocSearch with the page.
 */
export function shortcutAction(press: KeyPress, state: { isOpen: boolean; buttonFocused: boolean }): ShortcutAction {
  if ((press.ctrlKey || press.metaKey) && press.key.toLowerCase() === 'k') return 'toggle'
  if (press.key === 'Escape' && state.isOpen) return 'close'
  if (state.isOpen || press.ctrlKey || press.metaKey || press.altKey) return undefined
  if (press.key === '/' && !isEditable(press.target)) return 'open'
  if (state.buttonFocused && /^[a-z0-9]$/i.test(press.key)) return 'open-with-input'
  return undefined
}
