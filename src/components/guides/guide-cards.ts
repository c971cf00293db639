import type { GuideSummary } from '@/lib/guides/guides'
import { formatReadingTime, guideLabels } from '@/lib/guides/format'
import type { SdkRegistry } from '@/lib/sdks/registry'
import type { GuideCardData } from './GuideCard'

/** What a card shows of a guide, with the SDKs' and topics' labels looked up. */
export function cardData(guide: GuideSummary, registry: SdkRegistry): GuideCardData {
  const labels = guideLabels(registry)
  return {
    route: guide.route,
    title: guide.title,
    description: guide.description,
    languages: guide.languages.map(labels.language),
    topics: guide.topics.map(labels.topic),
    readingTime: formatReadingTime(guide.readingTime),
  }
}
