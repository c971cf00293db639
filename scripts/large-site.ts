// Makes a copy of this project whose site has about 600 pages, for `npm run bench -- --large`: the real content plus
// references for the SDKs it lacks (Dart v2, v1 and v0, C# and JVM v1 and v0), each a copy of the
// Node.js reference with its code fences in that SDK's language. The copy's registry gains the versions those
// folders need. Usage: tsx scripts/large-site.ts <empty folder>
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const target = path.resolve(process.argv[2] ?? '')
if (!process.argv[2] || (existsSync(target) && readdirSync(target).length > 0)) {
  console.error('usage: tsx scripts/large-site.ts <empty folder>')
  process.exit(2)
}

// The tracked files as they are in the working tree, and node_modules as hard links (same files, no copying).
const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)
for (const file of files) {
  if (!existsSync(file)) continue
  mkdirSync(path.dirname(path.join(target, file)), { recursive: true })
  cpSync(file, path.join(target, file))
}
execFileSync('cp', ['-al', 'node_modules', path.join(target, 'node_modules')])

/**
 * Where each generated reference goes, and the language its fences are rewritten to: only SDKs whose examples have no
 * checker yet (src/lib/examples/checkers), so the copy is a site whose checks pass, as the real one's must.
 */
const COPIES = [
  { from: 'content/reference/nodejs', skip: 'v0', to: 'content/reference/dart', language: 'dart' },
  { from: 'content/reference/nodejs/v0', to: 'content/reference/dart/v1', language: 'dart' },
  { from: 'content/reference/nodejs/v0', to: 'content/reference/dart/v0', language: 'dart' },
  { from: 'content/reference/nodejs', skip: 'v0', to: 'content/reference/csharp/v1', language: 'csharp' },
  { from: 'content/reference/nodejs/v0', to: 'content/reference/csharp/v0', language: 'csharp' },
  { from: 'content/reference/nodejs', skip: 'v0', to: 'content/reference/jvm/v1', language: 'java' },
  { from: 'content/reference/nodejs/v0', to: 'content/reference/jvm/v0', language: 'java' },
]

function copyReference(from: string, to: string, language: string, skip?: string): number {
  let pages = 0
  for (const name of readdirSync(from)) {
    const source = path.join(from, name)
    if (name === skip) continue
    if (statSync(source).isDirectory()) {
      pages += copyReference(source, path.join(to, name), language)
      continue
    }
    let text = readFileSync(source, 'utf8')
    if (name.endsWith('.mdx')) {
      // Old routes belong to the original page; the copy's examples are in its SDK's language, not checked as Node.js.
      text = text.replace(/^redirect_from:.*\n/m, '').replace(/^```(ts|js|typescript|javascript)\b/gm, '```' + language)
      pages++
    }
    mkdirSync(to, { recursive: true })
    writeFileSync(path.join(to, name), text)
  }
  return pages
}

let generated = 0
for (const copy of COPIES) {
  // A reference the site has already is kept as it is.
  if (existsSync(path.join(target, copy.to, 'index.mdx'))) continue
  generated += copyReference(copy.from, path.join(target, copy.to), copy.language, copy.skip)
}

const registryFile = path.join(target, 'src/lib/sdks/registry.ts')
const registry = readFileSync(registryFile, 'utf8')
  .replace("versions: [{ version: 'v1', release: '1.5.0' }],", "versions: [{ version: 'v2', release: '2.0.0' }, { version: 'v1', release: '1.5.0' }, { version: 'v0', release: '0.0.0' }],")
  .replace(/versions: \[\],/g, "versions: [{ version: 'v1', release: '1.0.0' }, { version: 'v0', release: '0.0.0' }],")
writeFileSync(registryFile, registry)

const total = execFileSync('find', [path.join(target, 'content'), '-name', '*.mdx'], { encoding: 'utf8' }).trim().split('\n').length
console.log(`large site: ${total} pages (${generated} generated) in ${target}`)
