import { Moon, Star, Sun } from 'lucide'
import type { ReactNode } from 'react'
import { LINKS } from '@/lib/site/config'
import { DiscordIcon, GitHubIcon } from '../ui/icons'
import { LineIcon } from '../ui/LineIcon'
import { Logo } from './Logo'
import { ScrollingTopBar } from './ScrollingTopBar'
import { ThemeToggle } from './ThemeToggle'


const TOP_LINKS = [{ href: LINKS.home, text: 'Nitric.io' }]

const iconLink =
  'flex h-8 w-8 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-900/5 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-300 dark:hover:bg-white/10 dark:hover:text-white'

/** The sticky bar over every page; `menu` is the mobile navigation toggle, `search` the search button. */
export function TopBar({ menu, search }: { menu: ReactNode; search: ReactNode }) {
  return (
    <ScrollingTopBar className="top-bar fixed inset-x-0 top-0 z-40 flex h-14 items-center justify-between gap-4 border-b border-zinc-900/10 px-4 backdrop-blur-sm sm:px-6 lg:left-72 lg:px-8 xl:left-80 dark:border-white/10">
      <div className="flex items-center gap-4 lg:hidden">
        {menu}
        <Logo />
      </div>
      <div className="flex flex-1 justify-end lg:justify-start">{search}</div>
      <div className="flex items-center gap-3">
        <nav aria-label="Nitric" className="hidden md:block">
          <ul className="flex items-center gap-6">
            {TOP_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-sm text-zinc-700 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-white">
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={LINKS.github}
          className="hidden items-center gap-1.5 rounded-full border border-zinc-900/15 px-3 py-1 text-sm font-medium text-zinc-800 hover:bg-zinc-900/5 sm:flex dark:border-white/20 dark:text-zinc-200 dark:hover:bg-white/10"
        >
          <LineIcon icon={Star} className="h-4 w-4" />
          Star on GitHub
        </a>
        <div className="hidden h-5 w-px bg-zinc-900/10 md:block dark:bg-white/15" />
        <a href={LINKS.chat} aria-label="Community chat on Discord" className={iconLink}>
          <DiscordIcon className="h-5 w-5" />
        </a>
        <a href="https://github.com/nitrictech" aria-label="Nitric on GitHub" className={iconLink}>
          <GitHubIcon className="h-5 w-5" />
        </a>
        <ThemeToggle>
          <LineIcon icon={Sun} className="h-5 w-5 dark:hidden" />
          <LineIcon icon={Moon} className="hidden h-5 w-5 dark:block" />
        </ThemeToggle>
      </div>
    </ScrollingTopBar>
  )
}
