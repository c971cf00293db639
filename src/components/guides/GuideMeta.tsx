import { formatDay, guideDetails, guideLabels } from '@/lib/guides/format'
import type { GuideSummary } from '@/lib/guides/guides'
import type { SdkRegistry } from '@/lib/sdks/registry'

/** Under a guide's title: its languages, topics, reading time and the day it was last checked. */
export function GuideMeta({ guide, registry }: { guide: GuideSummary; registry: SdkRegistry }) {
  const details = guideDetails(guide, guideLabels(registry))
  // The last detail is the day it was checked, which gets a machine-readable date.
  details.pop()
  return (
    <ul aria-label="About this guide" className="not-prose mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
      {details.map((detail) => (
        <li key={detail}>{detail}</li>
      ))}
      <li>
        Last checked <time dateTime={guide.lastChecked}>{formatDay(guide.lastChecked)}</time>
      </li>
    </ul>
  )
}
