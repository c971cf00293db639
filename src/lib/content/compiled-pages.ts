import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { compileMdx, type CompiledPage } from './compile'
import type { SdkRegistry } from '../sdks/registry'
import { sourceHash } from './page-tree'
import { readPageSource, type PageEntry } from './pages'

/**
 * Where the build step (scripts/build-content.ts) keeps a page's compiled MDX for `next build` to render: build-time
 * data, not source. The folder is written literally so the server bundle's file tracing stays inside it.
 */
export function compiledPageFile(route: string, root = process.cwd()): string {
  return path.join(root, '.content', 'pages', `${route === '/' ? 'index' : route.slice(1)}.json`)
}

/**
 * A page's compiled MDX: as the build step stored it when its source is unchanged since, otherwise compiled now with
 * the fence languages of its site's registry (under `next dev`, where sources change while the server runs, always now).
 */
export async function compiledPage(page: PageEntry, registry: SdkRegistry): Promise<CompiledPage> {
  const source = readPageSource(page)
  const file = compiledPageFile(page.route)
  if (process.env.NODE_ENV !== 'development' && existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as CompiledPage
    if (stored.hash === sourceHash(source)) return stored
  }
  return compileMdx(source, page.file, registry)
}
