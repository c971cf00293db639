import type { PageKind } from '../navigation/types'
import type { ReferenceLocation } from '../versions/context'

/**
 * The explanations (concepts, getting started, building blocks) rank first for the words they explain, then the
 * operations reference (CLI, environment, preview features), then the step-by-step guides, which mention most
 * resources in passing on long pages and should answer the tasks they are named for ('github actions', 'use
 * express'), then the provider pages, which repeat each resource's name for every cloud, then the architecture
 * pages, whose titles name a resource ('Architecture - Queues') the building block should answer first. Pages
 * comparing Nitric with other tools rank below Nitric's own pages, which share their headings ('Permissions').
 */
const KIND_RANK: Record<PageKind, number> = {
  explanation: 4,
  operations: 3,
  guide: 2,
  provider: 0,
  architecture: -1,
  comparison: -4,
}

/**
 * How search weighs a page's records. Library references follow the provider pages in the registry's order
 * (`sdkIndex`), so a query naming a method in no particular language shows the first SDK's page first; older versions
 * rank below everything but the comparisons, and a legacy SDK's only version, older than the supported SDKs' but all
 * its readers have, sits between.
 */
export function pageRank(kind: PageKind, reference: Pick<ReferenceLocation, 'isLatest' | 'sdk'> | undefined, sdkIndex: number): number {
  if (!reference) return KIND_RANK[kind]
  const age = reference.isLatest ? 0 : reference.sdk.status === 'legacy' ? -1.5 : -3
  return age - sdkIndex * 0.8
}
