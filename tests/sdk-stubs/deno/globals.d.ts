// The part of Deno's global `Deno` namespace that the site's Deno examples use, as Deno 2.0.2 declares it
// (`deno types`, from lib.deno.ns.d.ts). See README.md beside this file.

declare namespace Deno {
  /** The process's environment variables; every method needs the `--allow-env` permission. */
  export interface Env {
    /** The variable's value, or `undefined` when it is not set. */
    get(key: string): string | undefined
    set(key: string, value: string): void
    delete(key: string): void
    has(key: string): boolean
    /** A snapshot of every variable. */
    toObject(): { [index: string]: string }
  }

  export const env: Env
}
