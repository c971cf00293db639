import type { Goal } from './goals'

/** The part of Fathom's script API the site uses. */
export interface FathomApi {
  trackPageview(options?: { url?: string; referrer?: string }): void
  trackEvent(name: string, options?: { _value?: number }): void
}

type Call = (fathom: FathomApi) => void

/**
 * Calls made before the script has loaded wait in order and run once it is there; with analytics off they are
 * dropped. Page views are deduplicated by URL, so one page is never counted twice in a row.
 */
export class Tracker {
  private queue: Call[] = []
  private fathom: FathomApi | undefined
  private enabled = false
  private lastPageView: string | undefined

  enable(): void {
    this.enabled = true
  }

  ready(fathom: FathomApi): void {
    this.fathom = fathom
    for (const call of this.queue.splice(0)) call(fathom)
  }

  pageView(url: string): void {
    if (url === this.lastPageView) return
    this.lastPageView = url
    this.call((fathom) => fathom.trackPageview({ url }))
  }

  goal(goal: Goal): void {
    this.call((fathom) => fathom.trackEvent(goal))
  }

  private call(call: Call): void {
    if (!this.enabled) return
    if (this.fathom) call(this.fathom)
    else this.queue.push(call)
  }
}
