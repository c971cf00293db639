/** The route a content file serves: `index.mdx` files serve their folder. Paths use forward slashes. */
export function routeForFile(relativePath: string): string {
  const withoutExtension = relativePath.replace(/\.mdx$/, '')
  const parts = withoutExtension.split('/').filter(Boolean)
  if (parts.at(-1) === 'index') parts.pop()
  return '/' + parts.join('/')
}

/** The slug segments of a route, as the catch-all page receives them. */
export function slugForRoute(route: string): string[] {
  return route.split('/').filter(Boolean)
}

export function routeForSlug(slug: readonly string[] | undefined): string {
  return '/' + (slug ?? []).join('/')
}
