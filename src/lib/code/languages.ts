/**
 * Short names a fence may use for a language. Everything after the fence (highlighting, code tabs, the reader's
 * remembered choice, example checks) sees only the canonical name, so ```ts and ```typescript are one language.
 * `text` is plain text.
 */
const ALIASES: Record<string, string> = {
  ts: 'typescript',
  js: 'javascript',
  py: 'python',
  sh: 'bash',
  shell: 'bash',
  yml: 'yaml',
  txt: 'text',
  terraform: 'hcl',
  cs: 'csharp',
  kt: 'kotlin',
}

export function canonicalLanguage(language: string): string {
  return ALIASES[language] ?? language
}

/** Tab labels for the languages code blocks are written in, by canonical name. */
const LANGUAGE_LABELS: Record<string, string> = {
  typescript: 'TypeScript',
  javascript: 'JavaScript',
  tsx: 'TSX',
  python: 'Python',
  go: 'Go',
  dart: 'Dart',
  java: 'Java',
  kotlin: 'Kotlin',
  csharp: 'C#',
  bash: 'Bash',
  shellsession: 'Terminal',
  powershell: 'PowerShell',
  json: 'JSON',
  yaml: 'YAML',
  toml: 'TOML',
  dockerfile: 'Dockerfile',
  hcl: 'HCL',
  bicep: 'Bicep',
  jinja: 'Jinja',
  sql: 'SQL',
  prisma: 'Prisma',
  text: 'Text',
}

export function languageLabel(language: string): string {
  const canonical = canonicalLanguage(language)
  return LANGUAGE_LABELS[canonical] ?? canonical
}

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
