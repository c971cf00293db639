/** Settings that differ between deployments, read from the environment at build time. */
export interface SiteConfig {
  /** The site origin, without the /docs base path. */
  baseUrl: string
  /** Production deployments may be indexed by search engines. */
  production: boolean
  /** The repository that holds this site's source, for 'Edit on GitHub'. */
  repository: string
  editBranch: string
}

export function readSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  return {
    baseUrl: (env.DOCS_BASE_URL || 'https://nitric.io').replace(/\/+$/, ''),
    production: env.DOCS_PRODUCTION === 'true',
    repository: (env.DOCS_REPOSITORY || LINKS.docsRepository).replace(/\/+$/, ''),
    editBranch: env.DOCS_EDIT_BRANCH || 'main',
  }
}

export const BASE_PATH = '/docs'

export const LINKS = {
  github: 'https://github.com/nitrictech/nitric',
  /** This site's own repository, whose issue tracker takes reports about the docs. */
  docsRepository: 'https://github.com/nitrictech/docs',
  chat: 'https://nitric.io/chat',
  blogFeed: 'https://nitric.io/blog/feed.xml',
  home: 'https://nitric.io',
} as const
