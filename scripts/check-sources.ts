// Checks that every source reference the site keeps (fact data, known issues, the review record) names a file that
// exists at its pinned commit, and lines within it. It needs git copies of the pinned repositories, which CI does not
// have, so it is a maintainer's tool, not a test:
//   npx tsx scripts/check-sources.ts <folder holding one bare or full clone per repository, named owner+name>
// e.g. a folder with nitrictech+cli/ and nitrictech+nitric/ (each a clone, or holding a bare repo in repo/).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseSourceRef, PINNED_SOURCES } from '../src/lib/sources/pins'

const mirrors = process.argv[2]
if (!mirrors) {
  console.error('usage: npx tsx scripts/check-sources.ts <folder of clones named owner+name>')
  process.exit(2)
}

function gitDir(repo: string): string {
  const base = path.join(mirrors!, repo.replace('/', '+'))
  return [path.join(base, 'repo'), path.join(base, '.git'), base].find((candidate) => existsSync(path.join(candidate, 'HEAD'))) ?? base
}

/** Every string in the data that reads as a source reference, with the file it is in. */
function refsIn(file: string): Array<{ file: string; ref: string }> {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/["'`](nitrictech\/[\w.-]+@[\w.-]+:[^"'`\s#]+(?:#L\d+(?:-L\d+)?)?)["'`]/g)].map((match) => ({ file, ref: match[1]! }))
}

const files = [
  'src/lib/cli/builds.ts',
  'src/lib/cli/templates.ts',
  'src/lib/providers/support.ts',
  'src/lib/providers/failures.ts',
  ...readdirSync('src/lib/known-issues/data').map((name) => `src/lib/known-issues/data/${name}`),
  ...readdirSync('reviews').map((name) => `reviews/${name}`),
]
const cache = new Map<string, number | undefined>()
function lineCount(repo: string, commit: string, file: string): number | undefined {
  const key = `${repo}@${commit}:${file}`
  if (!cache.has(key)) {
    try {
      const text = execFileSync('git', ['--git-dir', gitDir(repo), 'show', `${commit}:${file}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] })
      cache.set(key, text.split('\n').length - (text.endsWith('\n') ? 1 : 0))
    } catch {
      cache.set(key, undefined)
    }
  }
  return cache.get(key)
}

const problems: string[] = []
let checked = 0
for (const { file, ref } of files.flatMap(refsIn)) {
  checked++
  try {
    const parsed = parseSourceRef(ref)
    const commit = PINNED_SOURCES.find((pin) => pin.repo === parsed.repo && pin.ref === parsed.ref)!.commit
    const lines = lineCount(parsed.repo, commit, parsed.path)
    if (lines === undefined) problems.push(`${file}: ${ref}: no such file at ${commit.slice(0, 7)}`)
    else if (parsed.lines && parsed.lines.to > lines) problems.push(`${file}: ${ref}: the file has ${lines} lines`)
  } catch (error) {
    problems.push(`${file}: ${(error as Error).message}`)
  }
}
for (const problem of problems) console.log(problem)
console.log(`${checked} source references, ${problems.length} problems`)
process.exitCode = problems.length === 0 ? 0 : 1
