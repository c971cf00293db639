import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageNotes } from '@/components/layout/PageNotes'
import { siteMarkdownFiles } from '@/lib/markdown/site-markdown'
import { markdownFile } from '@/lib/markdown/urls'
import { BASE_PATH, readSiteConfig } from '@/lib/site/config'
import { site } from '@/lib/site/site'
import type { PageNoteKind } from '@/lib/versions/page-notes'

/** A real page for each kind of note. */
const ROUTES: Record<PageNoteKind, string> = {
  experimental: '/reference/go/v0',
  legacy: '/reference/csharp/v0',
  'older-version': '/reference/python/v0',
  'introduced-in': '/reference/nodejs/batch/job',
}

interface ShownNote {
  title: string
  text: string
  /** Where each link leads, as an absolute address. */
  links: string[]
}

const config = readSiteConfig({})
const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** The notes as the web page shows them: the server component's HTML, read as a reader's screen would. */
function pageShows(route: string): ShownNote[] {
  const html = renderToStaticMarkup(createElement(PageNotes, { notes: site().routeData(route).notes }))
  return [...html.matchAll(/<div role="note" aria-label="[^"]*"[^>]*>.*?<p(?: [^>]*)?>(.*?)<\/p>(.*?)<\/div><\/div>/g)].map(([, title = '', body = '']) => ({
    title: decode(title),
    text: decode(body.replace(/<[^>]+>/g, '')),
    links: [...body.matchAll(/href="([^"]+)"/g)].map(([, href = '']) => (href.startsWith('/') ? `${config.baseUrl}${decode(href)}` : decode(href))),
  }))
}

/**
 * The notes as the Markdown twin writes them: the block quotes, each opening with its title in bold, right after the
 * title, the pointer line and the description (notes in the body come later, after its first paragraph).
 */
function twinShows(route: string, markdown: string): ShownNote[] {
  const intro = site().page(route)?.frontmatter.description ? 3 : 2
  const blocks = markdown.split('\n\n').slice(intro)
  const notes = blocks.slice(0, Math.max(0, blocks.findIndex((block) => !block.startsWith('> **'))))
  return notes.map((block) => {
    const [, title = '', body = ''] = /^> \*\*(.+)\*\*\n>\n> (.+)$/.exec(block) ?? []
    return {
      title,
      text: body.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'),
      links: [...body.matchAll(/\]\(([^)]+)\)/g)].map(([, url = '']) => url),
    }
  })
}

describe('page notes', () => {
  const docs = site()
  // Only the pages under test are written, so the test does not serialise the whole site.
  const routes = Object.values(ROUTES)
  const twins = new Map(siteMarkdownFiles({ ...docs, pages: docs.pages.filter((page) => routes.includes(page.route)) }, config).map(({ file, content }) => [file, content]))

  it.each(Object.entries(ROUTES))('%s: the web page and its Markdown twin show the same notes, in the same words, linking to the same places', (kind, route) => {
    expect(docs.routeData(route).notes.map((note) => note.kind)).toContain(kind)
    const shown = pageShows(route)
    expect(shown.length).toBe(docs.routeData(route).notes.length)
    expect(twinShows(route, twins.get(markdownFile(route)) ?? '')).toEqual(shown)
  })

  it('links an older version to the latest on the web page under the base path', () => {
    expect(pageShows(ROUTES['older-version'])).toEqual([
      {
        title: 'Older version',
        text: 'Note: You are viewing documentation for version v0 of Python. View the latest version',
        links: [`${config.baseUrl}${BASE_PATH}/reference/python`],
      },
    ])
  })
})
