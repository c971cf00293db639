// `npm run dev`: `next dev` beside the content build step in watch mode, so search records and Markdown twins follow
// edits to content/ (pages themselves are compiled on each request in development). Both start at once: a page
// needs neither records nor twins, so the first page does not wait for them. Ends both together.
import './check-node.mjs'
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { setPriority } from 'node:os'

const watcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-content.ts', '--watch'], { stdio: 'inherit' })
// The page the writer waits for comes first: on a machine with few cores the watcher's passes would slow `next dev`.
setPriority(watcher.pid, 10)
// Next.js's own entry point, not `npx next`: npx takes about a second to find it.
const next = createRequire(import.meta.url).resolve('next/dist/bin/next')
const children = [watcher, spawn(process.execPath, [next, 'dev', ...process.argv.slice(2)], { stdio: 'inherit' })]
function stop(code) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
