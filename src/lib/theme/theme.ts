/** The localStorage key of a reader's explicit theme choice: 'true' or 'false'. */
export const THEME_STORAGE_KEY = 'isDarkMode'

/** Whether the page is dark, given the stored override (if any) and the system preference. */
export function resolveDarkMode(stored: string | null, systemDark: boolean): boolean {
  if (stored === 'true') return true
  if (stored === 'false') return false
  return systemDark
}

/**
 * What to store after a toggle: nothing (remove the override) when the new mode equals the system
 * preference, otherwise the choice.
 */
export function overrideAfterToggle(dark: boolean, systemDark: boolean): 'true' | 'false' | null {
  return dark === systemDark ? null : String(dark) as 'true' | 'false'
}

/** Runs before first paint so the page never flashes the wrong theme. */
export const THEME_INIT_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var m=window.matchMedia('(prefers-color-scheme: dark)').matches;var d=s==='true'||(s!=='false'&&m);document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})()`
