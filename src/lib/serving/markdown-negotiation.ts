import Negotiator from 'negotiator'

const HTML = 'text/html'
const MARKDOWN = 'text/markdown'

/**
 * Whether a request's Accept header prefers Markdown to HTML, as coding agents ask for a page (`text/markdown`, or
 * `text/markdown, text/html;q=0.9`). A tie, a browser's `text/html,…,*\/*;q=0.8`, `*\/*` and no header all get HTML.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false
  return new Negotiator({ headers: { accept } }).mediaType([HTML, MARKDOWN]) === MARKDOWN
}
