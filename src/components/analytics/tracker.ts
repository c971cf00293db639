import { Tracker } from '@/lib/analytics/tracker'

/** The page's one tracker: the analytics loader enables it, and interactive components report goals to it. */
export const tracker = new Tracker()
