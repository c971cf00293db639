// The build step before `next build` (and beside `next dev`): parses every page once and writes what the site
// serves from that one parse: each page's compiled MDX (.content/pages/), the DocSearch records
// (public/search/records.json) and the Markdown twins with llms.txt (public/markdown/).
// `--watch` writes the records and Markdown again whenever content/ changes, for `npm run dev`.
import { mkdirSync, rmSync, watch, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compileMdx } from '../src/lib/content/compile'
import { compiledPageFile } from '../src/lib/content/compiled-pages'
import { CONTENT_DIR, loadContent, readPageSource } from '../src/lib/content/pages'
import { siteMarkdownFiles } from '../src/lib/markdown/site-markdown'
import { MARKDOWN_DIR } from '../src/lib/markdown/urls'
import { siteRecords } from '../src/lib/search/site-records'
import { RECORDS_PATH } from '../src/lib/search/store'
import { createSite } from '../src/lib/site/site'

const root = process.cwd()
const watching = process.argv.includes('--watch')

function writeFile(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

/** Records, Markdown twins and llms.txt from a fresh read of content/. */
function writeDerivedFiles() {
  const docs = createSite({ content: loadContent(path.join(root, CONTENT_DIR)) })
  const records = siteRecords(docs)
  writeFile(path.join(root, ...RECORDS_PATH), JSON.stringify(records))
  const markdown = siteMarkdownFiles(docs)
  // Start empty, so a page that was removed or renamed leaves no twin behind.
  rmSync(path.join(root, ...MARKDOWN_DIR), { recursive: true, force: true })
  for (const { file, content } of markdown) writeFile(path.join(root, ...MARKDOWN_DIR, file), content)
  return { docs, records: records.length, markdown: markdown.length }
}

const started = performance.now()
const { docs, records, markdown } = writeDerivedFiles()
if (!watching) {
  // Every page compiled afresh: what a compiled page looks like depends on this code as much as on the page.
  rmSync(path.dirname(compiledPageFile('/', root)), { recursive: true, force: true })
  for (const page of docs.pages) writeFile(compiledPageFile(page.route, root), JSON.stringify(await compileMdx(readPageSource(page), page.file)))
}
console.log(`content: ${docs.pages.length} pages, ${records} search records, ${markdown} Markdown files in ${Math.round(performance.now() - started)} ms`)

if (watching) {
  let timer: NodeJS.Timeout | undefined
  watch(path.join(root, CONTENT_DIR), { recursive: true }, () => {
    clearTimeout(timer)
    // An editor's save is several events; write once they settle.
    timer = setTimeout(() => {
      try {
        const again = writeDerivedFiles()
        console.log(`content: search records and Markdown rewritten (${again.docs.pages.length} pages)`)
      } catch (error) {
        console.error((error as Error).message)
      }
    }, 150)
  })
}
