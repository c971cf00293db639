/** The goals the site reports. */
export const GOALS = {
  feedbackSubmitted: 'Feedback submitted',
  codeCopied: 'Code copied',
  searchOpened: 'Search opened',
  searchHitChosen: 'Search hit chosen',
} as const

export type Goal = (typeof GOALS)[keyof typeof GOALS]
