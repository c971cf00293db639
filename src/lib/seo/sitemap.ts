export interface SitemapPage {
  route: string
  /** The source file, relative to the repository root. */
  file: string
}

export interface SitemapEntry {
  url: string
  lastModified?: string
}

/** One entry per page, with an absolute URL and, when git knows it, the date its source last changed. */
export function sitemapEntries(pages: readonly SitemapPage[], origin: string, basePath: string, lastModified: ReadonlyMap<string, string>): SitemapEntry[] {
  return pages.map((page) => {
    const date = lastModified.get(page.file)
    return { url: `${origin}${basePath}${page.route === '/' ? '' : page.route}`, ...(date ? { lastModified: date } : {}) }
  })
}

/** robots.txt rules: everything open with the sitemap on production, everything closed elsewhere. */
export function robotsRules(production: boolean, sitemapUrl: string): { rules: { userAgent: string; allow?: string; disallow?: string }; sitemap?: string } {
  return production ? { rules: { userAgent: '*', allow: '/' }, sitemap: sitemapUrl } : { rules: { userAgent: '*', disallow: '/' } }
}
