'use client'

import { useEffect, useState } from 'react'

/** How long a copy button reads 'Copied!' after a copy. */
const COPIED_FOR_MS = 1000

/**
 * The shared behaviour of the copy buttons: `copy` runs `write` and reports success for a second, or warns
 * 'Unable to copy to clipboard' when the window lacks focus (browsers refuse clipboard writes then) or the write fails.
 */
export function useCopy(write: () => Promise<void>, onCopied?: () => void): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => window.clearTimeout(timer)
  }, [copied])

  async function copy() {
    if (!document.hasFocus()) {
      console.warn('Unable to copy to clipboard')
      return
    }
    try {
      await write()
      setCopied(true)
      onCopied?.()
    } catch {
      console.warn('Unable to copy to clipboard')
    }
  }

  return { copied, copy }
}
