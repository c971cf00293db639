import { GUIDE_TOPICS, type GuideTopic } from '../content/guide-topics'
import type { GuideSummary } from './guides'

/** The guides index's choice: one language and one topic at most; undefined is 'all'. */
export interface GuideFilter {
  language?: string | undefined
  topic?: GuideTopic | undefined
}

export interface FilterOption {
  key: string
  label: string
}

export interface FilterOptions {
  languages: FilterOption[]
  topics: FilterOption[]
}

/** The URL parameters that hold the choice, so a filtered list can be shared. */
export const FILTER_PARAMS = { language: 'language', topic: 'topic' } as const

/** The languages (in registry order) and topics (in topic order) that at least one guide has. */
export function filterOptions(guides: readonly GuideSummary[], sdks: readonly FilterOption[]): FilterOptions {
  return {
    languages: sdks.filter((sdk) => guides.some((guide) => guide.languages.includes(sdk.key))),
    topics: GUIDE_TOPICS.filter((topic) => guides.some((guide) => guide.topics.includes(topic.key))).map(({ key, label }) => ({ key, label })),
  }
}

/** The choice a query string names; a value no option offers is ignored rather than showing an empty list. */
export function readFilter(search: string, options: FilterOptions): GuideFilter {
  const params = new URLSearchParams(search)
  const language = params.get(FILTER_PARAMS.language) ?? undefined
  const topic = params.get(FILTER_PARAMS.topic) ?? undefined
  return {
    language: options.languages.some((option) => option.key === language) ? language : undefined,
    topic: options.topics.some((option) => option.key === topic) ? (topic as GuideTopic) : undefined,
  }
}

/** The query string for a choice, keeping the page's other parameters: `?language=python&topic=apis`, or ''. */
export function filterSearch(filter: GuideFilter, current = ''): string {
  const params = new URLSearchParams(current)
  for (const name of Object.values(FILTER_PARAMS)) params.delete(name)
  if (filter.language) params.set(FILTER_PARAMS.language, filter.language)
  if (filter.topic) params.set(FILTER_PARAMS.topic, filter.topic)
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function matchesFilter(guide: Pick<GuideSummary, 'languages' | 'topics'>, filter: GuideFilter): boolean {
  return (!filter.language || guide.languages.includes(filter.language)) && (!filter.topic || guide.topics.includes(filter.topic))
}
