/** A chat assistant a reader can hand a page to, and how its web app takes a first message from the address. */
interface Assistant {
  name: string
  /** The new-chat address with the message in its query. */
  chatUrl(message: string): string
}

const ASSISTANTS: readonly Assistant[] = [
  { name: 'ChatGPT', chatUrl: (message) => `https://chatgpt.com/?${new URLSearchParams({ q: message })}` },
  { name: 'Claude', chatUrl: (message) => `https://claude.ai/new?${new URLSearchParams({ q: message })}` },
]

export interface AssistantLink {
  /** What the link says: `Open in ChatGPT`. */
  label: string
  href: string
}

/**
 * Links that open a new chat in each assistant, asking it to read the page's Markdown version (an absolute URL, which
 * the assistant fetches itself), so the reader's questions are answered from the page rather than from memory.
 */
export function assistantLinks(markdownUrl: string, title: string): AssistantLink[] {
  const message = `Read ${markdownUrl} (the Nitric documentation page "${title}") so that I can ask you questions about it.`
  return ASSISTANTS.map((assistant) => ({ label: `Open in ${assistant.name}`, href: assistant.chatUrl(message) }))
}
