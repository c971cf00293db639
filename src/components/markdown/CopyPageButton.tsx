'use client'

import { Check, Copy } from 'lucide'
import { useCopy } from '../ui/use-copy'
import { useHydrated } from '../ui/use-hydrated'
import { LineIcon } from '../ui/LineIcon'

/** Copies the Markdown version of the page, fetched from `href` when the reader asks for it. */
export function CopyPageButton({ href }: { href: string }) {
  // The clipboard item is written during the click and filled when the fetch completes: Safari refuses a write
  // that starts after an await.
  const { copied, copy } = useCopy(() => {
    const markdown = fetch(href).then(async (response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`)
      return new Blob([await response.text()], { type: 'text/plain' })
    })
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': markdown })])
  })
  const hydrated = useHydrated()

  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={copy}
      className="flex items-center gap-1.5 rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-xs font-medium text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800"
    >
      {copied ? <LineIcon icon={Check} className="h-3.5 w-3.5" /> : <LineIcon icon={Copy} className="h-3.5 w-3.5" />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy page'}</span>
    </button>
  )
}
