/** The look of the buttons that open and close the navigation panel. */
export const TOGGLE_CLASS =
  'flex h-8 w-8 items-center justify-center rounded-md text-zinc-800 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-200 dark:hover:bg-white/10'
