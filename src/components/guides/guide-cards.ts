import type { GuideSummary } from '@/lib/guides/guides'
import { formatReadingTime } from '@/lib/guides/format'
import { topicLabel } from '@/lib/guides/topics'
import type { SdkRegistry } from '@/lib/sdks/registry'
import type { GuideCardData } from './GuideCard'

/** What a card shows of a guide, with the SDKs' and topics' labels looked up. */
export function cardData(guide: GuideSummary, registry: SdkRegistry): GuideCardData {
  return {
    route: guide.route,
    title: guide.title,
    description: guide.description,
    languages: guide.languages.map((key) => registry.find((sdk) => sdk.key === key)?.label ?? key),
    topics: guide.topics.map(topicLabel),
    readingTime: formatReadingTime(guide.readingTime),
  }
}
