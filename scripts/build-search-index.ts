// Writes the DocSearch records of every page to public/search/records.json, before `next build`.
// The site's search endpoint loads them; the same file can be uploaded to hosted Algolia (see README).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { allPages, readPageSource } from '../src/lib/content/pages'
import { navigation } from '../src/lib/navigation/config'
import { pageRecords } from '../src/lib/search/records'
import { searchSection } from '../src/lib/search/section'
import { RECORDS_PATH } from '../src/lib/search/store'
import { versionContext } from '../src/lib/versions/context'

/** Older reference versions rank below everything else, so a search lands on current docs first. */
function pageRank(route: string): number {
  const context = versionContext(route)
  if (context.isReferenceDocs) return context.isNotLatest ? -3 : 0
  return 1
}

const started = performance.now()
const records = allPages().flatMap((page) =>
  pageRecords({
    route: page.route,
    title: page.frontmatter.title,
    description: page.frontmatter.description,
    section: searchSection(page.route, navigation),
    source: readPageSource(page),
    pageRank: pageRank(page.route),
  }),
)
const file = path.join(process.cwd(), ...RECORDS_PATH)
mkdirSync(path.dirname(file), { recursive: true })
writeFileSync(file, JSON.stringify(records))
console.log(`search index: ${records.length} records from ${allPages().length} pages in ${Math.round(performance.now() - started)} ms`)
