'use client'

import { useCallback, useId, useRef, useState } from 'react'
import { useDismiss } from './use-dismiss'
import { useHydrated } from './use-hydrated'

/**
 * The state of a disclosure button and the list it shows: open or not, the refs and id that tie the two together,
 * and whether the page has hydrated (the button stays disabled until then). Closes on Escape or a press outside.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((value) => !value), [])
  useDismiss(open, close, container, button)
  return { open, close, toggle, hydrated, container, button, listId }
}
