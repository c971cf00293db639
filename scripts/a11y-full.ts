// npm run test:a11y-full — every axe rule on every page in a real browser, in light and dark, at desktop width.
// `npm test` runs every rule only on pages that show each template and component (and on pages changed since main),
// and the rules that need no rendering on every page; run this after changing the layout, the theme or a component.
// Builds first when there is no build. Prints the page count, each violation and the time; exits 1 on a violation.
// `-- --since <commit>` checks only the pages added or changed since that commit (the pages a merge brought in).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { site } from '../src/lib/site/site'
import { contentChangedSinceMain, NOT_FOUND_PATH, routesOfChangedFiles } from '../checks/site/browser-axe-pages'
import { axeFindingsInBothThemes, type AxeFinding } from '../checks/browser/axe'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../checks/browser/chromium'
import { startServer, stopServer } from './feedback-load'

const PORT = 3196

if (!existsSync('.next/BUILD_ID')) {
  console.log('No build yet: building the site first')
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)
}

const sinceAt = process.argv.indexOf('--since')
const since = sinceAt === -1 ? undefined : process.argv[sinceAt + 1]
if (sinceAt !== -1 && !since) throw new Error('--since needs a commit, such as --since main~5')
const routes = site().pages.map((page) => page.route)
const changes = since ? contentChangedSinceMain(process.cwd(), since) : undefined
if (since && !changes) throw new Error(`git does not know ${since}`)
const checked = changes ? routesOfChangedFiles(changes.files, new Set(routes)) : routes
const urls = [...checked.map((route) => (route === '/' ? '/docs' : `/docs${route}`)), `/docs${NOT_FOUND_PATH}`]
const describe = (findings: AxeFinding[]) => findings.map((finding) => `${finding.rule} (${finding.impact}) at ${finding.targets.join(', ')}`)

const started = performance.now()
const dir = mkdtempSync(path.join(tmpdir(), 'a11y-full-'))
const server = await startServer(PORT, { sqlitePath: path.join(dir, 'feedback.sqlite') })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const problems = new Map<string, string[]>()
try {
  const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light', viewport: { width: 1280, height: 720 } })
  const queue = [...urls]
  let done = 0
  // One tab per core: axe's work happens in the page, so more tabs than cores only queue.
  const tabs = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const page = await context.newPage()
      try {
        await page.goto(url)
        const { light, dark } = await axeFindingsInBothThemes(page)
        const found = [...describe(light).map((line) => `light: ${line}`), ...describe(dark).map((line) => `dark: ${line}`)]
        if (found.length > 0) problems.set(url, found)
      } catch (error) {
        problems.set(url, [`could not be checked: ${(error as Error).message}`])
      } finally {
        await page.close()
      }
      if (++done % 25 === 0) console.log(`${done}/${urls.length} pages`)
    }
  })
  await Promise.all(tabs)
} finally {
  await browser.close()
  await stopServer(server)
  rmSync(dir, { recursive: true, force: true })
}

for (const [url, lines] of problems) console.log(`\n${url}\n${lines.map((line) => `  ${line}`).join('\n')}`)
const violations = [...problems.values()].reduce((total, lines) => total + lines.length, 0)
const seconds = (performance.now() - started) / 1000
console.log(`\n${urls.length} pages in light and dark: ${violations} violations on ${problems.size} pages, in ${seconds.toFixed(1)} s`)
process.exit(problems.size === 0 ? 0 : 1)
