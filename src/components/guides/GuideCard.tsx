import { pageHref } from '@/lib/navigation/page-links'


export interface GuideCardData {
  route: string
  title: string
  description: string | undefined
  /** The SDKs' labels: `Node.js`, `Python`. */
  languages: string[]
  topics: string[]
  readingTime: string
}

/** One guide as a card: the title is the link, stretched over the whole card so all of it can be clicked. */
export function GuideCard({ guide }: { guide: GuideCardData }) {
  return (
    <li className="group relative flex flex-col rounded-2xl border border-zinc-200 bg-zinc-50/50 p-5 hover:border-brand-400 hover:shadow-md focus-within:outline-2 focus-within:outline-brand-600 dark:border-zinc-800 dark:bg-white/[0.025] dark:hover:border-brand-500">
      {/* Not a heading: the cards sit wherever a page puts them, under an h1 or an h2, and their titles are links. */}
      <p className="text-sm font-semibold text-zinc-900 dark:text-white">
        <a href={pageHref(guide.route)} className="after:absolute after:inset-0 focus-visible:outline-none">
          {guide.title}
        </a>
      </p>
      {guide.description && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{guide.description}</p>}
      <p className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-3 text-xs text-zinc-600 dark:text-zinc-400">
        {[...guide.languages, ...guide.topics, guide.readingTime].map((item) => (
          <span key={item}>{item}</span>
        ))}
      </p>
    </li>
  )
}

export function GuideCardList({ guides }: { guides: GuideCardData[] }) {
  return <ul aria-label="Guides" className="not-prose my-8 grid grid-cols-1 gap-4 sm:grid-cols-2">{guides.map((guide) => <GuideCard key={guide.route} guide={guide} />)}</ul>
}
