'use client'

import { useSyncExternalStore } from 'react'
import { filterSearch, matchesFilter, readFilter, type FilterOption, type FilterOptions, type GuideFilter } from '@/lib/guides/filter'
import type { GuideTopic } from '@/lib/content/guide-topics'
import { GuideCardList, type GuideCardData } from './GuideCard'

interface FilterableGuide {
  card: GuideCardData
  languages: string[]
  topics: GuideTopic[]
}

/** Fired after the filter rewrites the address, which `replaceState` does not announce. */
const FILTER_CHANGED = 'guides-filter-change'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(FILTER_CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(FILTER_CHANGED, onChange)
  }
}

function choose(filter: GuideFilter) {
  const { pathname, search, hash } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${filterSearch(filter, search)}${hash}`)
  window.dispatchEvent(new Event(FILTER_CHANGED))
}

function Choice({ name, legend, options, value, onChange }: { name: string; legend: string; options: FilterOption[]; value: string | undefined; onChange: (key: string | undefined) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-zinc-900 dark:text-white">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[{ key: '', label: 'All' }, ...options].map((option) => (
          <label key={option.key || 'all'} className="cursor-pointer">
            <input type="radio" name={name} value={option.key} checked={(value ?? '') === option.key} onChange={() => onChange(option.key || undefined)} className="peer sr-only" />
            <span className="inline-block rounded-full border border-zinc-300 px-3 py-1 text-sm text-zinc-700 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-500 dark:border-zinc-700 dark:text-zinc-300 dark:peer-checked:border-brand-400 dark:peer-checked:bg-brand-400 dark:peer-checked:text-zinc-950">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * The guides index's cards with a language and a topic filter. The choice lives in the address (`?language=python`),
 * so a filtered list can be shared; before the script runs, or on the server, every guide shows.
 */
export function GuidesFilter({ guides, options }: { guides: FilterableGuide[]; options: FilterOptions }) {
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '')
  const filter = readFilter(search, options)
  const shown = guides.filter((guide) => matchesFilter(guide, filter))
  return (
    <div className="not-prose my-8">
      <div role="group" aria-label="Filter guides" className="flex flex-col gap-4 rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800">
        <Choice name="language" legend="Language" options={options.languages} value={filter.language} onChange={(language) => choose({ ...filter, language })} />
        <Choice name="topic" legend="Topic" options={options.topics} value={filter.topic} onChange={(topic) => choose({ ...filter, topic: topic as GuideTopic | undefined })} />
      </div>
      <p role="status" className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">
        {shown.length === 0 ? (
          <>
            {'No guide matches both filters. '}
            <button type="button" onClick={() => choose({})} className="font-medium text-brand-700 underline dark:text-brand-300">
              Show every guide
            </button>
          </>
        ) : shown.length === guides.length ? (
          `Showing all ${guides.length} guides`
        ) : (
          `Showing ${shown.length} of ${guides.length} guides`
        )}
      </p>
      <GuideCardList guides={shown.map((guide) => guide.card)} />
    </div>
  )
}
