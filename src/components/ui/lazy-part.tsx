'use client'

import { lazy, Suspense, type ComponentType, type ReactElement } from 'react'

/**
 * A client component in a chunk of its own, fetched where a page renders it rather than with every page: every page
 * shares one route, so a component any page imports directly would otherwise reach the first view of all of them.
 * The server still renders it in full; in the browser its part of the page waits, as rendered, until the chunk
 * arrives and then hydrates.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => ReactElement {
  const Part = lazy(async () => ({ default: await load() }))
  function LazyPart(props: Props) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    )
  }
  return LazyPart
}
