'use client'

import { DocSearchModal, type DocSearchProps } from '@docsearch/react'
import '@docsearch/css/dist/style.css'
import { liteClient } from 'algoliasearch/lite'
import { usePathname, useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { hitPath, missingResultsUrl } from '@/lib/search/urls'
import { hitLabel, readerFilters, type SearchSdk } from '@/lib/search/reader'
import { LANGUAGE_STORAGE_KEY, parsePreferences } from '@/lib/code/preferences'
import { GOALS } from '@/lib/analytics/goals'
import { readHostedSearch } from '@/lib/search/config'
import { BASE_PATH } from '@/lib/site/config'
import { tracker } from '../analytics/tracker'

/** Hosted Algolia when its keys are configured at build time; otherwise the site's own search endpoint. */
const HOSTED = readHostedSearch({
  appId: process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID,
  apiKey: process.env.NEXT_PUBLIC_DOCSEARCH_API_KEY,
  indexName: process.env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME,
})
const LOCAL_INDEX = 'nitric-docs'

type SearchClient = ReturnType<typeof liteClient>

/**
 * An Algolia client aimed at this site's Algolia-compatible endpoint. The client's browser timeouts (1 s to connect,
 * 2 s to read) suit Algolia's several hosts, where a slow one is left for the next; here there is one host, and a
 * burst of keystrokes queued behind the browser's six connections can pass them while the server is busy, which
 * drops the newest query and leaves a prefix's hits on screen. So it waits longer before giving up.
 */
function localClient(): SearchClient {
  return liteClient('local', 'local', {
    hosts: [{ url: `${window.location.host}${BASE_PATH}/api/search`, accept: 'read', protocol: window.location.protocol === 'https:' ? 'https' : 'http' }],
    timeouts: { connect: 4_000, read: 8_000, write: 30_000 },
  })
}

/**
 * Reports whether the search service is reachable. DocSearch marks unreachable hosts as an error, but the
 * autocomplete core it runs on resets the status as the request settles, so its error screen never shows; this
 * keeps the fact where the modal can use it.
 */
function watchReachability(client: SearchClient, onChange: (unreachable: boolean) => void): SearchClient {
  const search: SearchClient['search'] = (...args) =>
    client.search(...args).then(
      (response) => {
        onChange(false)
        return response
      },
      (error: unknown) => {
        if ((error as { name?: string } | null)?.name === 'RetryError') onChange(true)
        throw error
      },
    )
  return Object.assign(Object.create(client) as SearchClient, { search })
}

/** Changes an attribute only when it differs: every write, even of the same value, wakes the observer again. */
function setAttribute(element: Element, name: string, value: string | null): void {
  if (element.getAttribute(name) === value) return
  if (value === null) element.removeAttribute(name)
  else element.setAttribute(name, value)
}

/** DocSearch's markup has a few accessibility faults; mend them as it renders. */
function mendAccessibility(container: Element): void {
  // The backdrop is a role=button wrapping the whole dialog; Escape and the backdrop click still close it.
  setAttribute(container, 'role', null)
  setAttribute(container, 'tabindex', null)
  setAttribute(container, 'aria-expanded', null)
  // With no links inside the hits, the scrolling result list needs its own place in the tab order.
  const dropdown = container.querySelector('.DocSearch-Dropdown')
  if (dropdown) setAttribute(dropdown, 'tabindex', '0')
  // Header and footer inside the dialog are not page landmarks.
  for (const element of container.querySelectorAll('header, footer')) setAttribute(element, 'role', 'none')
  // The input names result lists that are not rendered.
  const input = container.querySelector('#docsearch-input')
  const controls = input?.getAttribute('aria-controls')
  if (input && controls) {
    const present = controls.split(' ').filter((id) => document.getElementById(id))
    setAttribute(input, 'aria-controls', present.length > 0 ? present.join(' ') : null)
  }
}

const getMissingResultsUrl = ({ query }: { query: string }) => missingResultsUrl(query)

/** DocSearch's own list, plus the SDK and version each hit is labelled with. */
const ATTRIBUTES_TO_RETRIEVE = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url', 'language', 'version']

function storedLanguages(): string[] {
  try {
    return parsePreferences(localStorage.getItem(LANGUAGE_STORAGE_KEY))
  } catch {
    return []
  }
}

interface SearchModalProps {
  initialQuery?: string
  onClose: () => void
  sdks: SearchSdk[]
}

export function SearchModal({ initialQuery, onClose, sdks }: SearchModalProps) {
  const router = useRouter()
  const pathname = usePathname()
  // Read once as the modal opens: DocSearch searches again whenever its props change.
  const [searchParameters] = useState(() => ({
    optionalFilters: readerFilters({ pathname, languages: storedLanguages() }, sdks),
    attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
  }))
  const [unreachable, setUnreachable] = useState(false)
  const [dropdown, setDropdown] = useState<Element | null>(null)
  // DocSearch rebuilds its client whenever this function changes identity, so it must stay the same.
  const transformSearchClient = useCallback<NonNullable<DocSearchProps['transformSearchClient']>>(
    (client) =>
      // DocSearch types its client loosely; both are algoliasearch lite clients.
      watchReachability(HOSTED ? (client as unknown as SearchClient) : localClient(), setUnreachable) as unknown as typeof client,
    [],
  )

  useEffect(() => {
    document.documentElement.dataset.searchEngine = HOSTED ? 'algolia' : 'local'
    const observer = new MutationObserver(() => {
      const container = document.querySelector('.DocSearch-Container')
      if (container) mendAccessibility(container)
      setDropdown(document.querySelector('.DocSearch-Dropdown'))
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-controls', 'aria-expanded', 'role', 'tabindex'] })
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    document.documentElement.toggleAttribute('data-search-unreachable', unreachable)
    return () => document.documentElement.removeAttribute('data-search-unreachable')
  }, [unreachable])

  // DocSearch refreshes its search when its props change, which would lose the reader's place: keep them stable.
  const [initialScrollY] = useState(() => window.scrollY)
  const navigator = useMemo<NonNullable<DocSearchProps['navigator']>>(
    () => ({
      navigate: ({ itemUrl }) => {
        tracker.goal(GOALS.searchHitChosen)
        router.push(hitPath(itemUrl))
      },
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
    }),
    [router],
  )
  const hitComponent = useCallback<NonNullable<DocSearchProps['hitComponent']>>(
    ({ hit, children }) => {
      const choose = (event: MouseEvent) => {
        tracker.goal(GOALS.searchHitChosen)
        if (event.metaKey || event.ctrlKey) window.open(hit.url, '_blank', 'noopener')
        else {
          router.push(hitPath(hit.url))
          onClose()
        }
      }
      // A link inside a listbox option is a control inside a control; the option itself is what the reader
      // chooses, by keyboard (Enter, through the navigator above) or pointer.
      const label = hitLabel(hit as { language?: unknown; version?: unknown }, sdks)
      return (
        <div className="DocSearch-Hit-link" onClick={choose}>
          {children}
          {label && <span className="DocSearch-Hit-label">{label}</span>}
        </div>
      )
    },
    [router, onClose, sdks],
  )

  return (
    <>
      {createPortal(
        <DocSearchModal
          appId={HOSTED?.appId ?? 'local'}
          apiKey={HOSTED?.apiKey ?? 'local'}
          indexName={HOSTED?.indexName ?? LOCAL_INDEX}
          transformSearchClient={transformSearchClient}
          placeholder="Search docs"
          searchParameters={searchParameters}
          initialQuery={initialQuery}
          initialScrollY={initialScrollY}
          onClose={onClose}
          getMissingResultsUrl={getMissingResultsUrl}
          navigator={navigator}
          hitComponent={hitComponent}
        />,
        document.body,
      )}
      {unreachable &&
        dropdown &&
        createPortal(
          <div className="DocSearch-ErrorScreen" role="alert">
            <p className="DocSearch-Title">Unable to fetch results</p>
            <p className="DocSearch-Help">You might want to check your network connection.</p>
          </div>,
          dropdown,
        )}
    </>
  )
}
