// The build step before `next build` (and beside `next dev`): parses every page once and writes what the site
// serves from that one parse: each page's compiled MDX (.content/pages/), the DocSearch records
// (public/search/records.json) and the Markdown twins with llms.txt (public/markdown/).
// `--watch` writes the records and Markdown again whenever content/ changes, for `npm run dev`: each pass derives
// again only the pages an edit touched, and the per-page values are saved (.content/dev-cache.json) so that the next
// `npm run dev` of the same code starts without deriving every page.
import { mkdirSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compileMdx } from '../src/lib/content/compile'
import { compiledPageFile } from '../src/lib/content/compiled-pages'
import { DerivedCache, derivedCodeKey, loadDerivedCaches, serializeDerivedCaches } from '../src/lib/content/derived-cache'
import { CONTENT_DIR, loadContent, readPageSource } from '../src/lib/content/pages'
import { siteMarkdownFiles, type PageTwins } from '../src/lib/markdown/site-markdown'
import { MARKDOWN_DIR } from '../src/lib/markdown/urls'
import { recordsByPage } from '../src/lib/search/site-records'
import { RECORDS_PATH } from '../src/lib/search/store'
import { createSite } from '../src/lib/site/site'
import { readSiteConfig } from '../src/lib/site/config'
import type { DocSearchRecord } from '../src/lib/search/types'

const root = process.cwd()
const watching = process.argv.includes('--watch')
const CACHE_FILE = path.join(root, '.content', 'dev-cache.json')
// A build derives every page afresh; only `npm run dev` reuses values from an earlier run.
const code = watching ? derivedCodeKey(root) : ''
const saved = watching ? loadDerivedCaches(CACHE_FILE, code) : new Map<string, Array<[string, unknown]>>()
const caches = {
  twins: new DerivedCache(saved.get('twins') as Array<[string, PageTwins]> | undefined),
  records: new DerivedCache(saved.get('records') as Array<[string, DocSearchRecord[]]> | undefined),
}

// Through a temporary file and a rename: under `next dev` the server may read a file while this step rewrites it.
function writeFile(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, content)
  renameSync(temporary, file)
}

/** What the last run wrote, relative to the project: a run after an edit writes only what the edit changed. */
const written = new Map<string, string>()

function writeIfChanged(file: string, content: string): boolean {
  if (written.get(file) === content) return false
  writeFile(path.join(root, file), content)
  written.set(file, content)
  return true
}

/**
 * Markdown twins, llms.txt and records from a fresh read of content/. Twins first: `next dev` builds its search
 * index again as soon as the records change, and that work would slow the rest of the pass.
 */
function writeDerivedFiles() {
  const first = written.size === 0
  const docs = createSite({ content: loadContent(path.join(root, CONTENT_DIR)) })
  const markdown = siteMarkdownFiles(docs, readSiteConfig(), caches.twins)
  const markdownDir = path.join(...MARKDOWN_DIR)
  // The first run starts empty, so a page removed or renamed before this run leaves no twin behind; later runs
  // remove the twins of pages removed since.
  if (first) rmSync(path.join(root, markdownDir), { recursive: true, force: true })
  const current = new Set(markdown.map(({ file }) => path.join(markdownDir, file)))
  let changed = 0
  for (const file of [...written.keys()]) {
    if (file.startsWith(markdownDir + path.sep) && !current.has(file)) {
      rmSync(path.join(root, file), { force: true })
      written.delete(file)
      changed++
    }
  }
  for (const { file, content } of markdown) changed += Number(writeIfChanged(path.join(markdownDir, file), content))
  const pages = recordsByPage(docs, caches.records)
  changed += Number(writeIfChanged(path.join(...RECORDS_PATH), `[${pages.filter((records) => records.length > 0).map(recordsJson).join(',')}]`))
  return { docs, records: pages.reduce((count, records) => count + records.length, 0), markdown: markdown.length, changed }
}

/** A page's records as JSON without the brackets, serialised once per records array the cache holds. */
const serialised = new WeakMap<DocSearchRecord[], string>()
function recordsJson(records: DocSearchRecord[]): string {
  let json = serialised.get(records)
  if (json === undefined) {
    json = JSON.stringify(records).slice(1, -1)
    serialised.set(records, json)
  }
  return json
}

/** Saved off the edit's path: the next `npm run dev` starts from these values. */
function saveCaches() {
  writeFile(CACHE_FILE, serializeDerivedCaches(code, caches))
}

const started = performance.now()
const { docs, records, markdown } = writeDerivedFiles()
if (!watching) {
  // Every page compiled afresh: what a compiled page looks like depends on this code as much as on the page.
  rmSync(path.dirname(compiledPageFile('/', root)), { recursive: true, force: true })
  for (const page of docs.pages) writeFile(compiledPageFile(page.route, root), JSON.stringify(await compileMdx(readPageSource(page), page.file, docs.registry)))
}
console.log(`content: ${docs.pages.length} pages, ${records} search records, ${markdown} Markdown files in ${Math.round(performance.now() - started)} ms`)

if (watching) {
  saveCaches()
  let timer: NodeJS.Timeout | undefined
  let saveTimer: NodeJS.Timeout | undefined
  let changedAt = 0
  watch(path.join(root, CONTENT_DIR), { recursive: true }, () => {
    clearTimeout(timer)
    changedAt = performance.now()
    // An editor's save is several events; write once they settle.
    timer = setTimeout(() => {
      try {
        const again = writeDerivedFiles()
        console.log(`content: ${again.changed} search and Markdown files rewritten in ${Math.round(performance.now() - changedAt)} ms`)
        clearTimeout(saveTimer)
        saveTimer = setTimeout(saveCaches, 5_000)
      } catch (error) {
        console.error((error as Error).message)
      }
    }, 150)
  })
}
