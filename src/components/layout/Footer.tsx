import { ArrowLeft, ArrowRight, SquarePen } from 'lucide'
import type { ReactNode } from 'react'
import type { Neighbours } from '@/lib/navigation/select'
import { pageHref } from '@/lib/navigation/page-links'
import { LineIcon } from '../ui/LineIcon'

interface FooterProps {
  neighbours: Neighbours
  editUrl: string | undefined
  /** The page-feedback widget, when there is one. */
  feedback?: ReactNode
}

function PageLink({ direction, href, title }: { direction: 'previous' | 'next'; href: string; title: string }) {
  const previous = direction === 'previous'
  return (
    <a
      href={pageHref(href)}
      rel={previous ? 'prev' : 'next'}
      className={`group flex flex-col gap-1 rounded-lg border border-zinc-200 px-4 py-3 hover:border-brand-400 dark:border-zinc-800 dark:hover:border-brand-500 ${previous ? 'items-start' : 'items-end text-right'}`}
    >
      <span className="flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400">
        {previous && <LineIcon icon={ArrowLeft} className="h-3.5 w-3.5" />}
        {previous ? 'Previous' : 'Next'}
        {!previous && <LineIcon icon={ArrowRight} className="h-3.5 w-3.5" />}
      </span>
      <span className="text-sm font-medium text-zinc-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">{title}</span>
    </a>
  )
}

export function Footer({ neighbours, editUrl, feedback }: FooterProps) {
  const { previous, next } = neighbours
  return (
    <footer className="mx-auto mt-16 w-full max-w-3xl space-y-10 pb-10">
      {feedback}
      {(previous || next) && (
        <nav aria-label="Previous and next pages" className="grid grid-cols-2 gap-4">
          <div>{previous && <PageLink direction="previous" href={previous.href} title={previous.title} />}</div>
          <div>{next && <PageLink direction="next" href={next.href} title={next.title} />}</div>
        </nav>
      )}
      <div className="flex flex-col-reverse items-start justify-between gap-4 border-t border-zinc-900/10 pt-8 text-sm text-zinc-600 sm:flex-row sm:items-center dark:border-white/10 dark:text-zinc-400">
        <p>© {new Date().getFullYear()} Nitric Inc.</p>
        {editUrl && (
          <a href={editUrl} className="flex items-center gap-1.5 hover:text-zinc-900 dark:hover:text-white">
            <LineIcon icon={SquarePen} className="h-4 w-4" />
            Edit on GitHub
          </a>
        )}
      </div>
    </footer>
  )
}
