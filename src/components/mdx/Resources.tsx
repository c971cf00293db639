import { Cog, FileText, Mail, MessageCircle, User, Users } from 'lucide'
import type { ReactNode } from 'react'
import type { NavIconName } from '@/lib/navigation/types'
import { pageHref } from '@/lib/navigation/page-links'
import { Icon } from '../ui/icons'
import { LineIcon } from '../ui/LineIcon'

const CARD_ICONS = { cog: Cog, document: FileText, user: User, users: Users, chat: MessageCircle, envelope: Mail } as const

/** Background patterns a card may use: 0 is none, 1 to 3 are grids of different density. */
const PATTERNS = [
  undefined,
  { size: 24, dots: false },
  { size: 16, dots: true },
  { size: 32, dots: true },
] as const

interface ResourceProps {
  href: string
  name: string
  description: string
  icon?: keyof typeof CARD_ICONS
  pattern?: 0 | 1 | 2 | 3
  /** One of the navigation icons (an SDK or provider logo) instead of a generic icon. */
  customIcon?: NavIconName
  iconClassName?: string
}

function Pattern({ index }: { index: number }) {
  const pattern = PATTERNS[index]
  if (!pattern) return null
  const { size, dots } = pattern
  const image = dots
    ? `radial-gradient(currentColor 1px, transparent 1px)`
    : `linear-gradient(to right, currentColor 1px, transparent 1px), linear-gradient(to bottom, currentColor 1px, transparent 1px)`
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 text-zinc-900/[0.04] [mask-image:linear-gradient(to_bottom_left,white,transparent_70%)] dark:text-white/[0.05]"
      style={{ backgroundImage: image, backgroundSize: `${size}px ${size}px` }}
    />
  )
}

export function Resource({ href, name, description, icon = 'document', pattern = 1, customIcon, iconClassName }: ResourceProps) {
  const Drawing = CARD_ICONS[icon] ?? FileText
  const external = /^https?:/.test(href)
  const body = (
    <>
      <Pattern index={pattern} />
      <div className="relative">
        <div className="flex h-9 w-9 items-center justify-center rounded-full bg-zinc-900/5 ring-1 ring-zinc-900/10 group-hover:bg-brand-50 group-hover:ring-brand-300 dark:bg-white/10 dark:ring-white/15 dark:group-hover:bg-brand-500/20">
          {customIcon ? (
            <Icon name={customIcon} className={iconClassName ?? 'h-5 w-5 text-zinc-700 dark:text-zinc-200'} />
          ) : (
            <LineIcon icon={Drawing} className={iconClassName ?? 'h-5 w-5 text-zinc-700 dark:text-zinc-200'} />
          )}
        </div>
        <h3 className="mt-4 text-sm font-semibold text-zinc-900 dark:text-white">{name}</h3>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
      </div>
    </>
  )
  const className =
    'group relative block overflow-hidden rounded-2xl border border-zinc-200 bg-zinc-50/50 p-5 hover:border-brand-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-zinc-800 dark:bg-white/[0.025] dark:hover:border-brand-500'
  return external ? (
    <a href={href} className={className}>
      {body}
    </a>
  ) : (
    <a href={pageHref(href)} className={className}>
      {body}
    </a>
  )
}

/** A responsive grid of resource cards. */
export function Resources({ children }: { children: ReactNode }) {
  return <div className="not-prose my-8 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div>
}
