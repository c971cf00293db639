// Writes the DocSearch records of every page to public/search/records.json, before `next build`.
// The site's search endpoint loads them; the same file can be uploaded to hosted Algolia (see README).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { siteRecords } from '../src/lib/search/site-records'
import { RECORDS_PATH } from '../src/lib/search/store'

const started = performance.now()
const records = siteRecords()
const file = path.join(process.cwd(), ...RECORDS_PATH)
mkdirSync(path.dirname(file), { recursive: true })
writeFileSync(file, JSON.stringify(records))
console.log(`search index: ${records.length} records in ${Math.round(performance.now() - started)} ms`)
