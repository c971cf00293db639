import { topicLabel, type GuideTopic } from '../content/guide-topics'
import { findSdk, type SdkRegistry } from '../sdks/registry'

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** `2026-11-23` as a reader reads it: `23 November 2026`, the same on the server and in every browser. */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`))
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`
}

/** A guide's details as a reader sees them under its title: languages, topics, reading time, when it was checked. */
export function guideDetails(guide: { languages: string[]; topics: string[]; readingTime: number; lastChecked: string }, labels: { language(key: string): string; topic(key: string): string }): string[] {
  return [
    ...(guide.languages.length > 0 ? [guide.languages.map(labels.language).join(', ')] : []),
    guide.topics.map(labels.topic).join(', '),
    formatReadingTime(guide.readingTime),
    `Last checked ${formatDay(guide.lastChecked)}`,
  ]
}

/** How SDK keys and topic keys read to a reader: the registry's labels ('Node.js') and the topics' ('CI/CD'). */
export function guideLabels(registry: SdkRegistry): { language(key: string): string; topic(key: string): string } {
  return { language: (key) => findSdk(registry, key)?.label ?? key, topic: (key) => topicLabel(key as GuideTopic) }
}
