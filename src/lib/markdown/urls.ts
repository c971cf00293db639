import { BASE_PATH } from '../site/config'

/**
 * Where the build writes the Markdown twins and llms.txt. Rewrites in next.config.ts serve them at the page's own
 * path with `.md` appended (`/docs/apis.md`) and at `/docs/llms.txt`.
 */
export const MARKDOWN_DIR = ['public', 'markdown'] as const

export const LLMS_TXT_FILE = 'llms.txt'

/** The twin's file, relative to MARKDOWN_DIR; the home page's is `index.md`. */
export function markdownFile(route: string): string {
  return route === '/' ? 'index.md' : `${route.slice(1)}.md`
}

/**
 * The address of a page's Markdown twin, under the site origin. The home page's is `/docs/index.md`: `/docs.md` lies
 * outside the base path, where Next.js can only redirect (to this address).
 */
export function markdownPath(route: string, basePath: string = BASE_PATH): string {
  return `${basePath}/${markdownFile(route)}`
}
