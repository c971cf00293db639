// Writes tests/built/public-addresses.json: every address the public Nitric docs site answered at one commit of its
// source (nitrictech/docs), for the built-site test that checks each one still reaches a page of its topic here. It
// needs a git copy of that repository, which CI does not have, so it is a maintainer's tool, not a test:
//   npx tsx scripts/public-addresses.ts <git dir of nitrictech/docs> <commit>
// The addresses are the site's page routes (docs/**/*.mdx), the sources of its fixed redirects, and instances of its
// pattern redirects (a pattern's source with each tail that, through its redirects, reaches one of its pages).
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import vm from 'node:vm'

const [gitDir, commit] = process.argv.slice(2)
if (!gitDir || !commit) {
  console.error('usage: npx tsx scripts/public-addresses.ts <git dir of nitrictech/docs> <commit>')
  process.exit(2)
}

const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 })
const fullCommit = git('rev-parse', commit).trim()
const BASE = '/docs'
const strip = (route: string) => (route === BASE ? '/' : route.startsWith(`${BASE}/`) ? route.slice(BASE.length) : route)

// Next.js compiles redirect sources with this path-to-regexp; matching with the same one matches as that site did.
const require = createRequire(import.meta.url)
const { match, compile } = require('next/dist/compiled/path-to-regexp') as {
  match: (source: string) => (path: string) => false | { params: Record<string, string | string[]> }
  compile: (destination: string, options: { validate: boolean }) => (params: Record<string, string | string[]>) => string
}

interface Redirect {
  source: string
  destination: string
}

/** The site's redirects, by running its next.config.mjs's `redirects()` with its imports stubbed out. */
function publicRedirects(): Redirect[] {
  const source = git('show', `${fullCommit}:next.config.mjs`)
    .replace(/^import .*$/gm, '')
    .replace(/export default [\s\S]*$/, 'module.exports = nextConfig')
  const sandbox = {
    module: { exports: {} as { redirects?: () => Promise<Redirect[]> } },
    nextMDX: () => (config: unknown) => config,
    createContentlayerPlugin: () => (config: unknown) => config,
    mdxOptions: {},
    path: { resolve: () => '' },
    process: { cwd: () => '' },
  }
  vm.runInNewContext(source, sandbox)
  const redirects = sandbox.module.exports.redirects
  if (!redirects) throw new Error('next.config.mjs has no redirects()')
  return vm.runInNewContext('redirects()', { redirects }) as unknown as Redirect[]
}

function pageTitle(file: string): string | undefined {
  const text = git('show', `${fullCommit}:${file}`)
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ''
  const field = (name: string) => new RegExp(`^${name}:\\s*['"]?(.+?)['"]?\\s*$`, 'm').exec(frontmatter)?.[1]
  return field('title') ?? field('title_seo') ?? /^# (.+)$/m.exec(text)?.[1]?.trim()
}

const pageFiles = git('ls-tree', '-r', '--name-only', fullCommit, 'docs')
  .split('\n')
  .filter((file) => file.endsWith('.mdx'))
const pages = new Map<string, string | undefined>()
for (const file of pageFiles) {
  const route = file.replace(/^docs/, '').replace(/\.mdx$/, '').replace(/\/index$/, '') || '/'
  pages.set(route, pageTitle(file))
}

const redirects = (await publicRedirects()).filter((redirect) => !('basePath' in redirect) || redirect.source.startsWith(BASE))
const compiled = redirects.map((redirect) => ({ ...redirect, match: match(redirect.source) }))

/** Where the public site sent an address, following its redirects; undefined when it ends on no page. */
function publicPage(route: string, hops = 0): string | undefined {
  if (pages.has(route)) return route
  if (hops > 5) return undefined
  const path = route === '/' ? BASE : `${BASE}${route}`
  for (const redirect of compiled) {
    const matched = redirect.match(path)
    if (!matched) continue
    const destination = redirect.destination.replace(/#.*/, '')
    const next = strip(Object.keys(matched.params).length > 0 ? compile(destination, { validate: false })(matched.params) : destination)
    return publicPage(next, hops + 1)
  }
  return undefined
}

const addresses = new Map<string, { path: string; title: string | undefined; showed: string | undefined }>()
for (const [route, title] of pages) addresses.set(route, { path: route, title, showed: route })
const tails = new Set([...pages.keys()].flatMap((route) => {
  const parts = route.split('/').filter(Boolean)
  return [parts.slice(-1).join('/'), parts.slice(-2).join('/')].filter(Boolean)
}))
for (const redirect of redirects) {
  const source = strip(redirect.source)
  const candidates = source.includes(':') ? [...tails].map((tail) => source.replace(/\/:.*$/, `/${tail}`)) : [source]
  for (const candidate of candidates) {
    if (addresses.has(candidate)) continue
    if (source.includes(':') && !compiled.some((rule) => rule.source === redirect.source && rule.match(`${BASE}${candidate}`))) continue
    const target = publicPage(candidate)
    if (source.includes(':') && !target) continue
    addresses.set(candidate, { path: candidate, title: target ? pages.get(target) : undefined, showed: target })
  }
}

const out = {
  source: `nitrictech/docs@${fullCommit}`,
  note: 'Addresses the public site answered: its pages, its fixed redirects and instances of its pattern redirects; `showed` is the page a reader saw there (after its redirects), `title` that page\'s title. Written by scripts/public-addresses.ts.',
  addresses: [...addresses.values()].sort((a, b) => a.path.localeCompare(b.path)),
}
writeFileSync('tests/built/public-addresses.json', `${JSON.stringify(out, null, 1)}\n`)
console.log(`${out.addresses.length} addresses (${pages.size} pages) from ${out.source}`)
