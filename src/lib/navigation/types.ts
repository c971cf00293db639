/** Icons the navigation can name; the UI maps each name to a drawing. */
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
  | 'nodejs'
  | 'python'
  | 'go'
  | 'dart'
  | 'csharp'
  | 'jvm'
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

export interface NavLink {
  href: string
  title: string
  icon?: NavIconName
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

/** An h2 of the current page, listed under its sidebar link. */
export interface PageSection {
  id: string
  title: string
  tag?: string
}
