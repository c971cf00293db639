import { BASE_PATH } from '../site/config'

/**
 * Where the build writes the Markdown twins and llms.txt. Rewrites in next.config.ts serve them at the page's own
 * path with `.md` appended (`/docs/apis.md`), and the llms files at `/docs/llms.txt`, `/docs/llms-full.txt` and
 * `/docs/llms/<part>.txt`.
 */
export const MARKDOWN_DIR = ['public', 'markdown'] as const

export const LLMS_TXT_FILE = 'llms.txt'
/** Every page's Markdown in one file, for tools that read a site whole. */
export const LLMS_FULL_FILE = 'llms-full.txt'
/** The folder of the llms files of the site's parts (one per library reference version, the guides…). */
export const LLMS_PARTS_DIR = 'llms'

/** The folder of the twins written for readers of one SDK (`?lang=`): `lang/<sdk key>/<twin file>`. */
export const LANGUAGE_TWINS_DIR = 'lang'

export function languageTwinFile(sdkKey: string, route: string): string {
  return `${LANGUAGE_TWINS_DIR}/${sdkKey}/${markdownFile(route)}`
}

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
