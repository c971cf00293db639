import { expect, test } from '@playwright/test'
import { parse } from 'node-html-parser'
import { PAGE_URLS } from './site'

interface Fetched {
  status: number
  ids: Set<string>
  links: string[]
}

/** Fetches every page once and checks every internal link and #anchor on it. */
test('no internal link or anchor is broken, and none redirects', async ({ request }) => {
  test.setTimeout(300_000)
  const cache = new Map<string, Fetched>()
  async function fetchPage(path: string): Promise<Fetched> {
    const known = cache.get(path)
    if (known) return known
    const response = await request.get(path, { maxRedirects: 0 })
    const html = parse(await response.text())
    const fetched = {
      status: response.status(),
      ids: new Set(html.querySelectorAll('[id]').map((element) => element.id)),
      links: html.querySelectorAll('a[href]').map((element) => element.getAttribute('href') ?? ''),
    }
    cache.set(path, fetched)
    return fetched
  }

  const problems: string[] = []
  for (const url of PAGE_URLS) {
    const page = await fetchPage(url)
    expect(page.status, url).toBe(200)
    for (const href of page.links) {
      const target = new URL(href, `http://site${url}`)
      if (target.host !== 'site') continue
      if (!target.pathname.startsWith('/docs')) {
        problems.push(`${url}: ${href} leaves the /docs base path`)
        continue
      }
      const linked = target.pathname === url ? page : await fetchPage(target.pathname)
      if (linked.status !== 200) problems.push(`${url}: ${href} answers ${linked.status}`)
      else if (target.hash && !linked.ids.has(decodeURIComponent(target.hash.slice(1)))) problems.push(`${url}: ${href} has no such anchor`)
    }
  }
  expect(problems).toEqual([])
})

test('every search record leads to a page and section that exist', async ({ request }) => {
  test.setTimeout(300_000)
  const records = (await (await request.get('/docs/search/records.json')).json()) as Array<{ url: string }>
  expect(records.length).toBeGreaterThan(PAGE_URLS.length)
  const ids = new Map<string, Set<string>>()
  const broken: string[] = []
  for (const { url } of records) {
    const [path = '', hash] = url.split('#')
    if (!ids.has(path)) {
      const response = await request.get(path, { maxRedirects: 0 })
      ids.set(path, response.status() === 200 ? new Set(parse(await response.text()).querySelectorAll('[id]').map((element) => element.id)) : new Set())
      if (response.status() !== 200) broken.push(`${url}: ${response.status()}`)
    }
    if (hash && !ids.get(path)?.has(decodeURIComponent(hash))) broken.push(`${url}: no such anchor`)
  }
  expect(broken).toEqual([])
})
