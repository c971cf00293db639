/** What the top bar's toggle sends the navigation when the reader asks for it. */
export const NAVIGATION_REQUESTED = 'navigation-requested'

let pending = false

/** Asks for the navigation panel; the panel may not exist yet, so the request also waits to be taken. */
export function requestNavigation(): void {
  pending = true
  window.dispatchEvent(new Event(NAVIGATION_REQUESTED))
}

/** Whether a request is waiting, forgetting it: a panel that mounts later (after a resize) must not open by itself. */
export function takeNavigationRequest(): boolean {
  const waiting = pending
  pending = false
  return waiting
}

export const loadNavigationDialog = () => import('./NavigationDialog')
