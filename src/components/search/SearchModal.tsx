'use client'

import { DocSearchModal } from '@docsearch/react'
import '@docsearch/css/dist/style.css'
import { liteClient } from 'algoliasearch/lite'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { hitPath, missingResultsUrl } from '@/lib/search/urls'

/** Hosted Algolia when its keys are configured at build time; otherwise the site's own search endpoint. */
const HOSTED = {
  appId: process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID,
  apiKey: process.env.NEXT_PUBLIC_DOCSEARCH_API_KEY,
  indexName: process.env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME,
}
const useHosted = Boolean(HOSTED.appId && HOSTED.apiKey && HOSTED.indexName)
const LOCAL_INDEX = 'nitric-docs'

/** An Algolia client aimed at this site's Algolia-compatible endpoint, with the client's own retries and timeouts. */
function localClient() {
  return liteClient('local', 'local', {
    hosts: [{ url: `${window.location.host}/docs/api/search`, accept: 'read', protocol: window.location.protocol === 'https:' ? 'https' : 'http' }],
  })
}

interface SearchModalProps {
  initialQuery?: string
  onClose: () => void
}

export function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const router = useRouter()
  useEffect(() => {
    document.documentElement.dataset.searchEngine = useHosted ? 'algolia' : 'local'
  }, [])
  return createPortal(
    <DocSearchModal
      appId={useHosted ? HOSTED.appId! : 'local'}
      apiKey={useHosted ? HOSTED.apiKey! : 'local'}
      indexName={useHosted ? HOSTED.indexName! : LOCAL_INDEX}
      transformSearchClient={useHosted ? undefined : () => localClient()}
      placeholder="Search docs"
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={onClose}
      getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
      navigator={{
        navigate: ({ itemUrl }) => router.push(hitPath(itemUrl)),
        navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      }}
      hitComponent={({ hit, children }) => (
        <Link href={hitPath(hit.url)} onClick={onClose}>
          {children}
        </Link>
      )}
    />,
    document.body,
  )
}
