/** Where the browser keeps the code-tab languages a reader chose, latest first. */
export const LANGUAGE_STORAGE_KEY = 'code-language-preference'
const MAX_REMEMBERED = 8

/** The tab to show: the reader's most recent choice that the group offers, else the group's first. */
export function preferredIndex(available: readonly string[], preferences: readonly string[]): number {
  for (const language of preferences) {
    const index = available.indexOf(language)
    if (index !== -1) return index
  }
  return 0
}

/** Puts a new choice first, keeping earlier choices as fallbacks for groups that lack it. */
export function rememberLanguage(preferences: readonly string[], chosen: string): string[] {
  return [chosen, ...preferences.filter((language) => language !== chosen)].slice(0, MAX_REMEMBERED)
}

export function parsePreferences(stored: string | null): string[] {
  if (!stored) return []
  try {
    const value: unknown = JSON.parse(stored)
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}
