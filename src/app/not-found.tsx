import type { Metadata } from 'next'
import { DocsLayout } from '@/components/layout/DocsLayout'
import { MissingPageSuggestions } from '@/components/lazy-parts'
import { SITE_TITLE } from '@/lib/metadata/metadata'
import { pageHref } from '@/lib/navigation/page-links'

export const metadata: Metadata = { title: { absolute: `Page not found - ${SITE_TITLE}` } }

export default function NotFound() {
  return (
    <DocsLayout pathname={undefined}>
      <article className="prose-docs">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-zinc-900 dark:text-white">Page not found</h1>
        <p>
          This page does not exist, or it has moved. Search for it with <kbd>Ctrl</kbd> <kbd>K</kbd> (<kbd>⌘</kbd>{' '}
          <kbd>K</kbd> on a Mac) or the search button at the top, or go back to the{' '}
          <a href={pageHref('/')}>documentation home</a>.
        </p>
        <MissingPageSuggestions />
      </article>
    </DocsLayout>
  )
}
