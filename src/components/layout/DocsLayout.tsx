import type { ReactNode } from 'react'
import { neighbours } from '@/lib/navigation/select'
import type { PageSection } from '@/lib/navigation/types'
import { site } from '@/lib/site/site'
import { FeedbackWidget } from '../feedback/FeedbackWidget'
import { SearchButton } from '../search/SearchButton'
import { Footer } from './Footer'
import { Logo } from './Logo'
import { MobileNavigation } from './MobileNavigation'
import { ScrollActiveLinkIntoView } from './ScrollActiveLinkIntoView'
import { Sidebar } from './Sidebar'
import { TopBar } from './TopBar'

interface DocsLayoutProps {
  /** The page's route, or undefined for pages outside the content (the 404 page). */
  pathname: string | undefined
  sections?: PageSection[]
  editUrl?: string
  children: ReactNode
}

const SIDEBAR_ID = 'sidebar'

/** The one layout of every page: sidebar, sticky top bar, article and footer. */
export function DocsLayout({ pathname, sections = [], editUrl, children }: DocsLayoutProps) {
  const route = site().routeData(pathname ?? '/404')
  const selection = route.sidebar
  const versions = route.versions
  const sidebar = (label: string) => (
    <Sidebar pathname={pathname} selection={selection} sections={sections} versions={versions} label={label} />
  )

  return (
    <>
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-zinc-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-zinc-900 dark:text-white"
      >
        Skip to content
      </a>
      <TopBar menu={<MobileNavigation>{sidebar('Docs (mobile)')}</MobileNavigation>} search={<SearchButton />} />
      <aside
        id={SIDEBAR_ID}
        className="fixed inset-y-0 left-0 z-30 hidden w-72 overflow-y-auto border-r border-zinc-900/10 bg-white px-6 pb-8 lg:block xl:w-80 dark:border-white/10 dark:bg-zinc-900"
      >
        <div className="flex h-14 items-center">
          <Logo />
        </div>
        <div className="mt-6">{sidebar('Docs')}</div>
        <ScrollActiveLinkIntoView containerId={SIDEBAR_ID} />
      </aside>
      <div className="flex min-h-screen flex-col px-4 pt-14 sm:px-6 lg:pl-80 xl:pl-88">
        <main id="content" className="mx-auto w-full max-w-3xl flex-auto pt-10 lg:pt-14">
          {children}
        </main>
        <Footer
          neighbours={pathname === undefined ? { previous: undefined, next: undefined } : neighbours(pathname, selection.groups)}
          editUrl={editUrl}
          feedback={pathname === undefined ? undefined : <FeedbackWidget />}
        />
      </div>
    </>
  )
}
