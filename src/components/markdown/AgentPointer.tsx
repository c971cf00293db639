/**
 * For a coding agent that reads the page's HTML: where its Markdown version and the index of every page are. Hidden
 * from view and from assistive technology, since a reader has 'View as Markdown' next to the title; plain text, so
 * nothing hidden takes focus.
 */
export function AgentPointer({ markdownUrl, llmsUrl }: { markdownUrl: string; llmsUrl: string }) {
  return (
    <p className="sr-only" aria-hidden="true" data-agent-pointer="">
      {`For agents: this page as Markdown is at ${markdownUrl}, and ${llmsUrl} lists every page.`}
    </p>
  )
}
