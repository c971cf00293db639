import { FileText } from 'lucide'
import type { AssistantLink } from '@/lib/markdown/assistants'
import { AssistantMenu } from './AssistantMenu'
import { CopyPageButton } from './CopyPageButton'
import { LineIcon } from '../ui/LineIcon'

/**
 * 'Copy page' and 'View as Markdown' for the page's Markdown version at `href` (the link works without JavaScript),
 * and 'Ask AI', which hands that Markdown to a chat assistant.
 */
export function PageMarkdownActions({ href, assistants }: { href: string; assistants: AssistantLink[] }) {
  return (
    <div className="not-prose flex shrink-0 items-center gap-3">
      <CopyPageButton href={href} />
      <a
        href={href}
        type="text/markdown"
        className="flex items-center gap-1 rounded-md text-xs font-medium text-zinc-600 underline-offset-2 hover:text-zinc-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-400 dark:hover:text-white"
      >
        <LineIcon icon={FileText} className="h-3.5 w-3.5" />
        View as Markdown
      </a>
      <AssistantMenu links={assistants} />
    </div>
  )
}
