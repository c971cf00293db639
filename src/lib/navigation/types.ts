import type { BrandIcon } from '../sdks/registry'

/** Icons the navigation can name; the UI maps each name to a drawing. SDKs bring their own mark (`BrandIcon`). */
export type NavIconName =
  | 'home'
  | 'concepts'
  | 'architecture'
  | 'rocket'
  | 'guides'
  | 'terminal'
  | 'api'
  | 'http'
  | 'keyvalue'
  | 'sql'
  | 'schedule'
  | 'storage'
  | 'messaging'
  | 'secrets'
  | 'websockets'
  | 'batch'
  | 'aws'
  | 'gcp'
  | 'azure'
  | 'cloud'
  | 'pulumi'
  | 'terraform'
  | 'container'
  | 'variable'
  | 'toggle'
  | 'question'
  | 'support'
  | 'github'
  | 'upgrade'

/** A named icon, or a brand's mark drawn from its path. */
export type NavIcon = NavIconName | BrandIcon

/**
 * What kind of page a link opens, for search to weigh: explanations (concepts, getting started, building blocks, the
 * default), the operations reference (CLI, environment, preview features), step-by-step guides, provider pages,
 * architecture summaries, and comparisons with other tools. Library references are weighed by their SDK and version.
 */
export type PageKind = 'explanation' | 'operations' | 'guide' | 'provider' | 'architecture' | 'comparison'

export interface NavLink {
  href: string
  title: string
  /** Set on a main-menu link for the part of the site it opens, or on a sidebar link for that page alone. */
  kind?: PageKind
  icon?: NavIcon
  /** A status shown beside the title, such as an SDK's 'Experimental'. */
  badge?: string
  /** Versions of a library reference that this link offers in the version selector. */
  versions?: string[]
}

export interface NavGroup {
  title?: string
  showDividerAbove?: boolean
  links: NavLink[]
}

/** Sidebars keyed by the path they serve, without the leading slash; `docs` is the main menu. */
export type FullNav = Record<string, NavGroup[]>
