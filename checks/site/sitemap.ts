/** The `<loc>` and `<lastmod>` of each `<url>` in a sitemap, in order. */
export function sitemapUrls(xml: string): Array<{ loc: string; lastmod?: string }> {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
    const body = match[1] ?? ''
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1]
    return { loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '', ...(lastmod ? { lastmod } : {}) }
  })
}

/** The sitemap must list each expected URL exactly once, nothing else, each with a last-modified date. */
export function checkSitemap(xml: string, expected: readonly string[]): string[] {
  const entries = sitemapUrls(xml)
  const counts = new Map<string, number>()
  for (const { loc } of entries) counts.set(loc, (counts.get(loc) ?? 0) + 1)
  const problems: string[] = []
  for (const url of expected) if (!counts.has(url)) problems.push(`${url}: missing`)
  const wanted = new Set(expected)
  for (const [url, count] of counts) {
    if (!wanted.has(url)) problems.push(`${url}: listed but not a page`)
    if (count > 1) problems.push(`${url}: listed ${count} times`)
  }
  for (const { loc, lastmod } of entries) if (!lastmod) problems.push(`${loc}: no lastmod`)
  return problems
}
