'use client'

import { useEffect, type RefObject } from 'react'

/**
 * Closes an open disclosure the way readers expect a pop-up to close: a pointer press outside `container`, or Escape,
 * which also returns focus to the `button` that opened it.
 */
export function useDismiss(open: boolean, close: () => void, container: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close()
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, close, container, button])
}
