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

/** The aliases and labels of a registry's fence languages, worked out once per registry. */
const tables = new WeakMap<SdkRegistry, { aliases: Map<string, string>; labels: Map<string, string> }>()

function tableOf(registry: SdkRegistry) {
  let table = tables.get(registry)
  if (!table) {
    const languages = fenceLanguages(registry)
    table = {
      aliases: new Map(languages.flatMap(({ name, aliases = [] }) => aliases.map((alias) => [alias, name] as const))),
      labels: new Map(languages.map(({ name, label }) => [name, label])),
    }
    tables.set(registry, table)
  }
  return table
}

/**
 * The canonical name of a fence's language among the site's languages (its registry's SDKs and the others).
 * Everything after the fence (highlighting, code tabs, the reader's remembered choice, example checks) sees only the
 * canonical name, so ```ts and ```typescript are one language.
 */
export function canonicalLanguage(language: string, registry: SdkRegistry = SDK_REGISTRY): string {
  return tableOf(registry).aliases.get(language) ?? language
}

/** A language's code-tab label; a language the site does not know keeps its fence name. */
export function languageLabel(language: string, registry: SdkRegistry = SDK_REGISTRY): string {
  const canonical = canonicalLanguage(language, registry)
  return tableOf(registry).labels.get(canonical) ?? canonical
}
