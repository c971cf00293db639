import { pageHref } from '@/lib/navigation/page-links'

/** The Nitric wordmark, linking to the docs home. */
export function Logo() {
  return (
    <a href={pageHref('/')} className="flex items-center gap-2 rounded-md font-semibold text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-white">
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="h-7 w-7">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M10 23V9h2.6l6.8 9.4V9H22v14h-2.6l-6.8-9.4V23z" fill="white" />
      </svg>
      <span className="text-lg tracking-tight">Nitric</span>
      <span className="sr-only">Documentation home</span>
    </a>
  )
}
