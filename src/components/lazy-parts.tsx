'use client'

import { lazyPart } from './ui/lazy-part'

// Interactive parts that only some pages have: the guides index, install steps per system and the 404 page's
// suggestions; and analytics, which only some deployments have.
export const GuidesFilter = lazyPart(() => import('./guides/GuidesFilter').then((module) => module.GuidesFilter))
export const OSTabs = lazyPart(() => import('./mdx/OSTabs').then((module) => module.OSTabs))
export const MissingPageSuggestions = lazyPart(() => import('./search/MissingPageSuggestions').then((module) => module.MissingPageSuggestions))
export const Analytics = lazyPart(() => import('./analytics/Analytics').then((module) => module.Analytics))
