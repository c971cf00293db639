import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Analytics } from '@/components/lazy-parts'
import { ClientNavigation } from '@/components/layout/ClientNavigation'
import { analyticsConfigFromEnv } from '@/lib/analytics/config'
import { DEFAULT_DESCRIPTION, FEED_ALTERNATES, SITE_TITLE } from '@/lib/metadata/metadata'
import { readSiteConfig } from '@/lib/site/config'
import { THEME_INIT_SCRIPT } from '@/lib/theme/theme'
import './globals.css'

const site = readSiteConfig()
// Public values, fixed at build time like the rest of the page.
const analytics = analyticsConfigFromEnv()

export const metadata: Metadata = {
  metadataBase: new URL(site.baseUrl),
  title: SITE_TITLE,
  description: DEFAULT_DESCRIPTION,
  robots: site.production ? { index: true, follow: true } : { index: false, follow: false },
  alternates: { types: FEED_ALTERNATES },
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#18181b' },
  ],
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="bg-white font-sans text-zinc-900 antialiased dark:bg-zinc-900 dark:text-zinc-100">
        {children}
        {analytics.siteId && <Analytics config={analytics} />}
        <ClientNavigation />
      </body>
    </html>
  )
}
