import { Link as LinkIcon, Menu, Search } from 'lucide'
import type { ReactNode } from 'react'
import { neighbours } from '@/lib/navigation/select'
import type { PageSection } from '@/lib/content/page-tree'
import { searchSdks } from '@/lib/search/reader'
import { site } from '@/lib/site/site'
import { PageFeedback } from '../feedback/PageFeedback'
import { SearchButton } from '../search/SearchButton'
import { HEADING_ANCHOR_ICON } from '../mdx/Heading'
import { LineIcon, LineIconSymbol } from '../ui/LineIcon'
import { Footer } from './Footer'
import { Logo } from './Logo'
import { NavigationPanel, NavigationToggle } from './NavigationPanel'
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
const SKIP_LINK =
  'sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-zinc-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-zinc-900 dark:text-white'

/**
 * The one layout of every page: sidebar, sticky top bar, article and footer. The article comes before the sidebar in
 * the source, so that a program reading the HTML (a coding agent, a reader mode) meets the page's content before a
 * few hundred navigation links; both bars are fixed, so the order does not change what a reader sees.
 */
export function DocsLayout({ pathname, sections = [], editUrl, children }: DocsLayoutProps) {
  const route = site().routeData(pathname ?? '/404')
  const selection = route.sidebar

  return (
    <>
      <a href="#content" className={SKIP_LINK}>
        Skip to content
      </a>
      {/* The column follows the article in the source (below); on small screens it is hidden and the top bar's toggle
          opens it instead. */}
      <a href={`#${SIDEBAR_ID}`} className={`${SKIP_LINK} max-lg:hidden`}>
        Skip to navigation
      </a>
      <svg aria-hidden="true" className="hidden">
        <LineIconSymbol id={HEADING_ANCHOR_ICON} icon={LinkIcon} />
      </svg>
      <TopBar
        menu={
          <NavigationToggle controls={SIDEBAR_ID}>
            <LineIcon icon={Menu} className="h-5 w-5" />
          </NavigationToggle>
        }
        search={<SearchButton icon={<LineIcon icon={Search} className="h-5 w-5 lg:h-4 lg:w-4" />} sdks={searchSdks(site())} />}
      />
      <div className="flex min-h-screen flex-col px-4 pt-14 sm:px-6 lg:pl-80 xl:pl-88">
        <main id="content" className="mx-auto w-full max-w-3xl flex-auto pt-10 lg:pt-14">
          {children}
        </main>
        <Footer
          neighbours={pathname === undefined ? { previous: undefined, next: undefined } : neighbours(pathname, selection.groups)}
          editUrl={editUrl}
          feedback={pathname === undefined ? undefined : <PageFeedback />}
        />
      </div>
      <NavigationPanel id={SIDEBAR_ID} logo={<Logo />}>
        <Sidebar pathname={pathname} selection={selection} sections={sections} versions={route.versions} />
      </NavigationPanel>
    </>
  )
}
