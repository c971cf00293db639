import type { Metadata } from 'next'
import Link from 'next/link'
import { DocsLayout } from '@/components/layout/DocsLayout'
import { SITE_TITLE } from '@/lib/metadata/metadata'

export const metadata: Metadata = { title: { absolute: `Page not found - ${SITE_TITLE}` } }

export default function NotFound() {
  return (
    <DocsLayout pathname={undefined}>
      <article className="prose-docs">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-zinc-900 dark:text-white">Page not found</h1>
        <p>
          This page does not exist, or it has moved. Go back to the <Link href="/">documentation home</Link>, or look
          for it from the sidebar: <Link href="/concepts/introduction">Concepts</Link>,{' '}
          <Link href="/getting-started/quickstart">Get Started</Link> and the{' '}
          <Link href="/reference/nodejs">Node.js reference</Link> cover most of the site.
        </p>
      </article>
    </DocsLayout>
  )
}
