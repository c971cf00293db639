import { run } from '@mdx-js/mdx'
import { parse } from 'node-html-parser'
import { createElement, type ReactNode } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { compileMdx } from '@/lib/content/compile'
import { MDX_COMPONENTS } from '@/lib/content/components'
import { pageTree } from '@/lib/content/page-tree'
import { allPages, readPageSource } from '@/lib/content/pages'
import { siteRecords } from '@/lib/search/site-records'

/** Every component as a plain container, so a page renders to HTML with its headings where the site puts them. */
const stubs = Object.fromEntries(Object.keys(MDX_COMPONENTS).map((name) => [name, ({ children }: { children?: ReactNode }) => createElement('div', null, children)]))

describe('every content page', () => {
  const pages = allPages()
  const records = siteRecords()

  it('compiles, leaves the h1 to the layout, and renders the anchors its search records point at', async () => {
    expect(pages.length).toBeGreaterThan(100)
    const problems: string[] = []
    let anchors = 0
    for (const page of pages) {
      try {
        const source = readPageSource(page)
        const compiled = await compileMdx(source, page.file)
        const h1 = pageTree(source, page.file).tree.children.find((node) => node.type === 'heading' && node.depth === 1)
        if (h1) problems.push(`${page.file}:${h1.position?.start.line}: has a # heading; the layout renders the title`)
        const { default: Content } = await run(compiled.code, { ...runtime, baseUrl: import.meta.url })
        const html = parse(renderToStaticMarkup(createElement(Content, { components: stubs })))
        const rendered = html.querySelectorAll('h2, h3, h4, h5, h6').map((heading) => heading.id).toSorted()
        const url = `/docs${page.route === '/' ? '' : page.route}#`
        const indexed = records.filter((record) => record.url.startsWith(url) && record.type !== 'content').map((record) => record.url.slice(url.length)).toSorted()
        anchors += rendered.length
        if (rendered.join() !== indexed.join()) problems.push(`${page.file}: rendered anchors ${rendered.join()} but search records point at ${indexed.join()}`)
      } catch (error) {
        problems.push((error as Error).message)
      }
    }
    expect(problems).toEqual([])
    expect(anchors).toBeGreaterThan(pages.length)
  }, 180_000)
})
