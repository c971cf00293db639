'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server HTML and until React hydrates. Controls that need JavaScript stay disabled until then, so a
 * click before hydration is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}
