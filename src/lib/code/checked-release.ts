import type { ExampleTarget, Site } from '../site/site'

/** What decides whether a fence is checked: its language and the options that exempt it. */
export interface Fence {
  /** Canonical (`ts` is `typescript`). */
  language: string
  untested?: string | undefined
  tool?: string | undefined
}

/**
 * The SDK release the example checks hold this fence to, or undefined when they do not check it: code marked
 * `untested` or as another tool's, or a language no SDK owns (shell, YAML…). The checks and the label each page shows
 * on a block both ask here, so a block never says it was checked when it was not.
 */
export function checkedRelease(site: Pick<Site, 'exampleTarget'>, route: string, fence: Fence): ExampleTarget | undefined {
  if (fence.untested !== undefined || fence.tool !== undefined) return undefined
  return site.exampleTarget(route, fence.language)
}

/**
 * How a block names the release it was checked against, the package as readers install it and the version
 * (`@nitric/sdk 1.2.2`), or undefined when the checks do not hold it to one.
 */
export function checkedLabel(site: Pick<Site, 'exampleTarget'>, route: string, fence: Fence): string | undefined {
  const target = checkedRelease(site, route, fence)
  return target && `${target.sdk.package} ${target.version.release}`
}
