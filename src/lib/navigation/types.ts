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

export interface NavLink {
  href: string
  title: string
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

/** An h2 of the current page, listed under its sidebar link. */
export interface PageSection {
  id: string
  title: string
  tag?: string
}
