'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { isPlainClick, routerPath } from '@/lib/navigation/page-links'

/** What shows the reader is about to follow a link: pointing at it, touching it, tabbing to it. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin']

function pathOf(target: EventTarget | null): string | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement)) return undefined
  return routerPath({ href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }, window.location)
}

/**
 * Opens this site's pages through the router, without a full load, for every page link at once: links are plain
 * anchors, so the first view carries one listener rather than a link component per link. A page is fetched ahead
 * when the reader points at, touches or tabs to a link to it.
 */
export function ClientNavigation() {
  const router = useRouter()

  useEffect(() => {
    const fetched = new Set<string>()
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return
      const path = pathOf(event.target)
      if (path === undefined) return
      event.preventDefault()
      router.push(path)
    }
    const onIntent = (event: Event) => {
      const path = pathOf(event.target)?.replace(/#.*/, '')
      if (path === undefined || fetched.has(path)) return
      fetched.add(path)
      router.prefetch(path)
    }
    document.addEventListener('click', onClick)
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true })
    return () => {
      document.removeEventListener('click', onClick)
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent)
    }
  }, [router])

  return null
}
