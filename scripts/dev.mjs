// `npm run dev`: the content build step in watch mode beside `next dev`, so search records and Markdown twins follow
// edits to content/ (pages themselves are compiled on each request in development). Ends both together.
import './check-node.mjs'
import { spawn, spawnSync } from 'node:child_process'

const first = spawnSync('npx', ['tsx', 'scripts/build-content.ts'], { stdio: 'inherit' })
if (first.status !== 0) process.exit(first.status ?? 1)
const children = [
  spawn('npx', ['tsx', 'scripts/build-content.ts', '--watch'], { stdio: 'inherit' }),
  spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' }),
]
function stop(code) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
