// The review record's tool (checks/reviews/record.ts).
//   npm run review -- status [prefix]   what is unreviewed or changed since its review, by section
//   npm run review -- summary             per section: files, passes, files a review changed, claims checked
//   npm run review -- apply <batch.json> records a review pass for each file the batch names, with the hash of the
//                                        file as it is now
// A batch: { "by": "helper:review-dart", "date": "2026-11-27",
//            "files": [{ "file": "content/...", "edited": false, "claims": 9, "sources": ["owner/name@ref:path"], "changes": "..." }] }
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import {
  contentHash,
  entryProblems,
  loadReviewRecord,
  passSchema,
  recordFileFor,
  REVIEWS_DIR,
  reviewedFiles,
  type ReviewEntry,
} from '../checks/reviews/record'

const root = process.cwd()
const [command, argument] = process.argv.slice(2)
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

const batchSchema = z.strictObject({
  by: passSchema.shape.by,
  date: passSchema.shape.date,
  files: z.array(passSchema.omit({ by: true, date: true }).extend({ file: z.string() })).min(1),
})

function status(prefix = '') {
  const record = loadReviewRecord(root)
  const files = reviewedFiles(root).filter((file) => file.startsWith(prefix))
  const bySection = new Map<string, { ok: number; problems: string[] }>()
  for (const file of files) {
    const section = recordFileFor(file)
    const entry = bySection.get(section) ?? { ok: 0, problems: [] }
    const problems = entryProblems(file, record.get(file), read(file))
    if (problems.length === 0) entry.ok++
    else entry.problems.push(...problems)
    bySection.set(section, entry)
  }
  let open = 0
  for (const [section, { ok, problems }] of [...bySection].sort()) {
    console.log(`${section.padEnd(28)} ${String(ok).padStart(4)} reviewed, ${problems.length} open`)
    for (const problem of problems) console.log(`  ${problem}`)
    open += problems.length
  }
  console.log(`${files.length - open} of ${files.length} files reviewed and unchanged since`)
  process.exitCode = open === 0 ? 0 : 1
}

function apply(batchFile: string) {
  const batch = batchSchema.parse(JSON.parse(readFileSync(batchFile, 'utf8')))
  const known = new Set(reviewedFiles(root))
  const unknown = batch.files.filter(({ file }) => !known.has(file)).map(({ file }) => file)
  if (unknown.length > 0) throw new Error(`not pages or fact files: ${unknown.join(', ')}`)
  const sections = new Map<string, Record<string, ReviewEntry>>()
  const section = (name: string) => {
    let entries = sections.get(name)
    if (!entries) {
      try {
        entries = JSON.parse(read(`${REVIEWS_DIR}/${name}`)) as Record<string, ReviewEntry>
      } catch {
        entries = {}
      }
      sections.set(name, entries)
    }
    return entries
  }
  for (const { file, ...pass } of batch.files) {
    const entries = section(recordFileFor(file))
    const previous = entries[file]
    entries[file] = { sha256: contentHash(read(file)), passes: [...(previous?.passes ?? []), { by: batch.by, date: batch.date, ...pass }] }
  }
  mkdirSync(path.join(root, REVIEWS_DIR), { recursive: true })
  for (const [name, entries] of sections) {
    const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)))
    writeFileSync(path.join(root, REVIEWS_DIR, name), `${JSON.stringify(sorted, null, 2)}\n`)
  }
  // Read back, so a batch that breaks the record fails here rather than in the tests.
  loadReviewRecord(root)
  console.log(`recorded ${batch.files.length} passes by ${batch.by}`)
}

function summary() {
  const record = loadReviewRecord(root)
  const rows = new Map<string, { files: number; passes: number; changed: number; claims: number; reviewers: Set<string> }>()
  for (const [file, entry] of record) {
    const section = recordFileFor(file).replace(/\.json$/, '')
    const row = rows.get(section) ?? { files: 0, passes: 0, changed: 0, claims: 0, reviewers: new Set<string>() }
    row.files++
    row.passes += entry.passes.length
    if (entry.passes.some((pass) => pass.edited)) row.changed++
    for (const pass of entry.passes) {
      row.claims += pass.claims
      row.reviewers.add(pass.by)
    }
    rows.set(section, row)
  }
  const total = { files: 0, passes: 0, changed: 0, claims: 0 }
  console.log(`${'section'.padEnd(28)} files passes changed claims reviewers`)
  for (const [section, row] of [...rows].sort()) {
    console.log(`${section.padEnd(28)} ${String(row.files).padStart(5)} ${String(row.passes).padStart(6)} ${String(row.changed).padStart(7)} ${String(row.claims).padStart(6)} ${row.reviewers.size}`)
    total.files += row.files
    total.passes += row.passes
    total.changed += row.changed
    total.claims += row.claims
  }
  console.log(`${'total'.padEnd(28)} ${String(total.files).padStart(5)} ${String(total.passes).padStart(6)} ${String(total.changed).padStart(7)} ${String(total.claims).padStart(6)}`)
}

if (command === 'status') status(argument)
else if (command === 'summary') summary()
else if (command === 'apply' && argument) apply(argument)
else {
  console.error('usage: npm run review -- status [path prefix] | summary | apply <batch.json>')
  process.exitCode = 2
}
