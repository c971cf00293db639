import type { PhrasingContent, RootContent } from 'mdast'
import { buildImages, buildRuntime } from './builds'
import { failureTable } from './failures'
import { knownIssueCallout, knownIssueList } from './known-issues'
import { localSupport, providerSupport } from './provider-support'
import { starterTemplates } from './templates'

export interface FactAttribute {
  required?: boolean
  /** The values it accepts, read when a page uses it; any string when unset. */
  values?: () => readonly string[]
}

/** A component whose content comes from data: a block (on its own line), inline (inside a sentence), or both. */
export interface FactComponent {
  attributes: Record<string, FactAttribute>
  block?: (attributes: Record<string, string>) => RootContent[]
  inline?: (attributes: Record<string, string>) => PhrasingContent[]
}

/** Every fact component a page may use, by name. The README's 'Facts kept once' lists what each shows. */
export const FACT_COMPONENTS: Record<string, FactComponent> = {
  StarterTemplates: starterTemplates,
  BuildImages: buildImages,
  BuildRuntime: buildRuntime,
  FailureTable: failureTable,
  KnownIssue: knownIssueCallout,
  KnownIssues: knownIssueList,
  LocalSupport: localSupport,
  ProviderSupport: providerSupport,
}
