// Serves the site on PORT (default 3000), building first when there is no build or the sources are newer.
import './check-node.mjs'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const SOURCES = ['content', 'src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs']

function newestChange(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs)
}

const buildId = '.next/BUILD_ID'
// The precompressed files are the build's last step: without their manifest the build did not finish.
const manifest = '.next/precompressed/manifest.json'
const stale = !existsSync(buildId) || !existsSync(manifest) || Math.max(...SOURCES.map(newestChange)) > statSync(buildId).mtimeMs
if (stale) {
  console.log('Building the site (no build yet, or sources changed since the last one)…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const port = process.env.PORT ?? '3000'
console.log(`Serving http://localhost:${port}/docs`)
// The front server (src/lib/serving/) answers from the precompressed files and hands the rest to Next.js.
const server = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '-p', port], { stdio: 'inherit' })
process.exit(server.status ?? 0)
