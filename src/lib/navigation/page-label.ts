import type { Frontmatter } from '../content/frontmatter'

/**
 * A page's link text wherever the site lists it (sidebars, previous and next, known issues): its `sidebar_label`, else
 * its title. A library reference page's title starts with its SDK's label ('Node.js - api.get()'), which the sidebar
 * of that SDK has no need to repeat, so `sdkLabel` (the label of the SDK whose reference holds the page) is left off.
 */
export function pageLabel(frontmatter: Pick<Frontmatter, 'title' | 'sidebar_label'>, sdkLabel?: string): string {
  if (frontmatter.sidebar_label !== undefined) return frontmatter.sidebar_label
  const prefix = sdkLabel === undefined ? undefined : `${sdkLabel} - `
  return prefix !== undefined && frontmatter.title.startsWith(prefix) ? frontmatter.title.slice(prefix.length) : frontmatter.title
}
