// Writes a Markdown version of every page, and llms.txt indexing them, to public/markdown/ before `next build`.
// Rewrites in next.config.ts serve them at each page's path with `.md` appended and at /docs/llms.txt.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { siteMarkdownFiles } from '../src/lib/markdown/site-markdown'
import { MARKDOWN_DIR } from '../src/lib/markdown/urls'

const started = performance.now()
const files = siteMarkdownFiles()
const root = path.join(process.cwd(), ...MARKDOWN_DIR)
// Start empty, so a page that was removed or renamed leaves no twin behind.
rmSync(root, { recursive: true, force: true })
for (const { file, content } of files) {
  const target = path.join(root, file)
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, content)
}
console.log(`markdown: ${files.length} files in ${Math.round(performance.now() - started)} ms`)
