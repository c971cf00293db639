import { SDK_REGISTRY, type SdkRegistry } from '../sdks/registry'

/**
 * The languages code blocks are written in that no SDK owns (shell, configuration files, queries), with their tab
 * labels and the short names a fence may use for them. The SDKs' own languages come from the registry. `text` is
 * plain text.
 */
const OTHER_LANGUAGES: ReadonlyArray<{ name: string; label: string; aliases?: string[] }> = [
  { name: 'bash', label: 'Bash', aliases: ['sh', 'shell'] },
  { name: 'shellsession', label: 'Terminal' },
  { name: 'powershell', label: 'PowerShell' },
  { name: 'json', label: 'JSON' },
  { name: 'yaml', label: 'YAML', aliases: ['yml'] },
  { name: 'toml', label: 'TOML' },
  { name: 'dockerfile', label: 'Dockerfile' },
  { name: 'hcl', label: 'HCL', aliases: ['terraform'] },
  { name: 'bicep', label: 'Bicep' },
  { name: 'jinja', label: 'Jinja' },
  { name: 'sql', label: 'SQL' },
  { name: 'prisma', label: 'Prisma' },
  { name: 'graphql', label: 'GraphQL' },
  { name: 'diff', label: 'Diff' },
  { name: 'groovy', label: 'Groovy' },
  { name: 'xml', label: 'XML' },
  { name: 'ini', label: 'INI' },
  { name: 'text', label: 'Text', aliases: ['txt'] },
]

/** Every language a fence may name, by canonical name: the registry's SDK languages, then the others. */
export function fenceLanguages(registry: SdkRegistry = SDK_REGISTRY) {
  return [...registry.flatMap((sdk) => sdk.languages), ...OTHER_LANGUAGES]
}

const LANGUAGES = fenceLanguages()
const ALIASES = new Map(LANGUAGES.flatMap(({ name, aliases = [] }) => aliases.map((alias) => [alias, name] as const)))
const LABELS = new Map(LANGUAGES.map(({ name, label }) => [name, label]))

/**
 * The canonical name of a fence's language. Everything after the fence (highlighting, code tabs, the reader's
 * remembered choice, example checks) sees only the canonical name, so ```ts and ```typescript are one language.
 */
export function canonicalLanguage(language: string): string {
  return ALIASES.get(language) ?? language
}

/** A language's code-tab label; a language the site does not know keeps its fence name. */
export function languageLabel(language: string): string {
  const canonical = canonicalLanguage(language)
  return LABELS.get(canonical) ?? canonical
}
