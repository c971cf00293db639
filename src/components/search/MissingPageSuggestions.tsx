'use client'

import { useEffect, useState } from 'react'
import type { Suggestion } from '@/lib/search/suggest'
import { BASE_PATH } from '@/lib/site/config'
import { pageHref } from '@/lib/navigation/page-links'

/**
 * Pages like the missing one, found by the site's search from the words of the address the reader asked for. The
 * 404 page is static, so the address is read here and searched on the server; titles come from the index and are
 * rendered as text, never the address itself.
 */
export function MissingPageSuggestions() {
  const [pages, setPages] = useState<Suggestion[]>([])

  useEffect(() => {
    const controller = new AbortController()
    fetch(`${BASE_PATH}/api/search/suggest?path=${encodeURIComponent(window.location.pathname)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ pages: Suggestion[] }>) : { pages: [] }))
      .then(({ pages: found }) => setPages(found))
      // No suggestions is the page as it was: the search shortcut still works.
      .catch(() => undefined)
    return () => controller.abort()
  }, [])

  if (pages.length === 0) return null
  return (
    <section aria-labelledby="missing-page-suggestions">
      <h2 id="missing-page-suggestions">Perhaps you were looking for</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <a href={pageHref(page.path)}>{page.title}</a>{' '}
            <span className="text-sm text-zinc-600 dark:text-zinc-400">{page.label ?? page.section}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
