import { ArrowLeft } from 'lucide'
import clsx from 'clsx'
import type { PageSection } from '@/lib/content/page-tree'
import type { NavGroup, NavLink } from '@/lib/navigation/types'
import type { SidebarSelection } from '@/lib/navigation/select'
import type { VersionChoice } from '@/lib/versions/context'
import { pageHref } from '@/lib/navigation/page-links'
import { Icon } from '../ui/icons'
import { Badge, Tag } from '../ui/Badge'
import { VersionSelect } from './VersionSelect'
import { LineIcon } from '../ui/LineIcon'

interface SidebarProps {
  pathname: string | undefined
  selection: SidebarSelection
  sections: PageSection[]
  versions: VersionChoice[]
}

function SidebarLink({ link, active, sections }: { link: NavLink; active: boolean; sections: PageSection[] }) {
  return (
    <li>
      <a
        href={pageHref(link.href)}
        aria-current={active ? 'page' : undefined}
        className="sidebar-link"
      >
        {link.icon && <Icon name={link.icon} className="h-4 w-4 shrink-0" />}
        <span className="truncate">{link.title}</span>
        {link.badge && <Badge>{link.badge}</Badge>}
      </a>
      {active && sections.length > 0 && (
        <ul className="mt-1 mb-2 ml-3 border-l border-zinc-200 dark:border-zinc-800">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="sidebar-section-link"
              >
                <span className="truncate">{section.title}</span>
                {section.tag && <Tag>{section.tag}</Tag>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

function Group({ group, pathname, sections }: { group: NavGroup; pathname: string | undefined; sections: PageSection[] }) {
  return (
    <li className={clsx('mt-6 first:mt-0', group.showDividerAbove && 'border-t border-zinc-900/10 pt-6 dark:border-white/10')}>
      {group.title && (
        <p className="mb-2 px-2 text-xs font-semibold tracking-wide text-zinc-900 uppercase dark:text-white">{group.title}</p>
      )}
      <ul className="space-y-0.5">
        {group.links.map((link) => (
          <SidebarLink key={link.href + link.title} link={link} active={link.href === pathname} sections={sections} />
        ))}
      </ul>
    </li>
  )
}

export function Sidebar({ pathname, selection, sections, versions }: SidebarProps) {
  const { back, parent } = selection
  return (
    <nav aria-label="Docs">
      {selection.mode === 'section' && (
        <div className="mb-6 space-y-3">
          {back && (
            <a
              href={pageHref(back.href)}
              className="flex items-center gap-2 rounded-md px-2 py-1 text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
            >
              <LineIcon icon={ArrowLeft} className="h-4 w-4" />
              Back to {back.title}
            </a>
          )}
          {parent && (
            <div className="flex items-center justify-between gap-2 px-2">
              <a
                href={pageHref(parent.href)}
                aria-current={parent.href === pathname ? 'page' : undefined}
                className="flex items-center gap-2 text-base font-semibold text-zinc-900 dark:text-white"
              >
                {parent.icon && <Icon name={parent.icon} className="h-5 w-5" />}
                {parent.title}
              </a>
              {versions.length > 0 && <VersionSelect choices={versions} />}
            </div>
          )}
        </div>
      )}
      <ul data-sidebar-links>
        {selection.groups.map((group, index) => (
          <Group key={group.title ?? index} group={group} pathname={pathname} sections={sections} />
        ))}
      </ul>
    </nav>
  )
}
