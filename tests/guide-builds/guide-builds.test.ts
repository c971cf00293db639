import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Code } from 'mdast'
import { visit } from 'unist-util-visit'
import { afterAll, describe, expect, it } from 'vitest'
import { parseCodeMeta } from '@/lib/content/code-meta'
import { pageTree } from '@/lib/content/page-tree'
import { readPageSource } from '@/lib/content/pages'
import { guideBuildPlan, type NodeInstall } from '../../checks/guides/build-plan'
import { site } from '@/lib/site/site'
import { exactNodeVersion, nodeBinary, npmCli, TOOLCHAINS_DIR, yarnClassic } from './toolchain'

/**
 * Every guide's dependencies, installed the way `nitric up` installs them in the service's image: the exact Node.js
 * release of the image, Yarn Classic where the Dockerfile runs Yarn (which refuses a package whose `engines` exclude
 * that Node.js), `--production`. Install scripts do not run: some fetch binaries from outside the npm registry, which
 * this machine cannot reach and the image's build can. Optional dependencies (platform binaries, dozens per package
 * for some) are left out: Yarn skips an optional package that does not fit rather than fail, so they cannot fail the
 * build.
 */

const docs = site()
const guides = docs.pages.filter((page) => page.frontmatter.reading_time !== undefined)
const CACHE_DIR = path.dirname(TOOLCHAINS_DIR)
mkdirSync(path.join(CACHE_DIR, 'guide-builds'), { recursive: true })
const workDir = mkdtempSync(path.join(CACHE_DIR, 'guide-builds', 'run-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

/** Each labelled file of a guide at its last version, as the reader's project ends up. */
function projectFiles(route: string): Map<string, string> {
  const page = docs.page(route)!
  const files = new Map<string, string>()
  visit(pageTree(readPageSource(page), page.file).tree, 'code', (node: Code) => {
    const { label } = parseCodeMeta(node.meta)
    if (label) files.set(label, node.value)
  })
  return files
}

/** A clean environment: the chosen Node.js first on the PATH, and none of the npm settings a test runner passes down. */
function environment(node: string): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([name]) => !/^(npm_|NODE_OPTIONS$|INIT_CWD$)/i.test(name))
  return { ...(Object.fromEntries(kept) as NodeJS.ProcessEnv), PATH: `${path.dirname(node)}:${process.env.PATH ?? ''}` }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, timeout: 600_000 })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (status) => resolve({ status, output }))
  })
}

async function install(plan: NodeInstall, dir: string): Promise<{ ok: boolean; output: string }> {
  const node = nodeBinary(exactNodeVersion(plan.node))
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'guide', private: true, ...plan.packageJson }, null, 2))
  const registry = 'https://registry.npmjs.org/'
  const args =
    plan.packageManager === 'yarn1'
      ? [yarnClassic(), 'install', '--production', '--ignore-scripts', '--ignore-optional', '--non-interactive', '--registry', registry, '--cache-folder', path.join(dir, '.yarn-cache'), '--network-timeout', '300000']
      : [npmCli(), 'install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--registry', registry, '--cache', path.join(dir, '.npm-cache')]
  const { status, output } = await run(node, args, dir, environment(node))
  return { ok: status === 0, output }
}

describe('every guide’s dependencies install as its deployed build installs them', () => {
  const plans = guides.map((page) => ({ page, plan: guideBuildPlan(projectFiles(page.route)) }))

  it('covers every guide that has a package.json, and each one’s build can be followed', () => {
    expect(plans.filter(({ plan }) => plan.installs.length > 0).length).toBeGreaterThan(20)
    expect(plans.flatMap(({ page, plan }) => plan.problems.map((problem) => `${page.file}: ${problem}`))).toEqual([])
  })

  // Guides that build the same dependencies on the same image (the CI/CD guides share one project) install once.
  const unique = new Map<string, { build: NodeInstall; files: string[] }>()
  for (const { page, plan } of plans) {
    for (const build of plan.installs) {
      const key = JSON.stringify([build.node, build.packageManager, build.packageJson])
      const entry = unique.get(key) ?? { build, files: [] }
      entry.files.push(`${page.file} (${build.services}, ${build.dockerfile})`)
      unique.set(key, entry)
    }
  }

  // The installs wait on the registry more than on the processor: a few at a time, each with a cache of its own, since
  // Yarn Classic's cache is not safe to share between installs that run at once.
  describe.concurrent('installs', () => {
    for (const { build, files } of unique.values()) {
      const guidesNamed = files.map((file) => file.split(' ')[0]).join(', ')
      it(`${guidesNamed}: on ${build.image} (${build.packageManager === 'yarn1' ? 'Yarn 1' : 'npm'})`, async () => {
        const dir = mkdtempSync(path.join(workDir, 'guide-'))
        // Each install's tree goes as soon as it has been judged: all of them at the end take minutes on a busy machine.
        const { ok, output } = await install(build, dir).finally(() => rmSync(dir, { recursive: true, force: true }))
        const reasons = output.split('\n').filter((line) => /^error |ERR!|incompatible/i.test(line.trim()))
        expect(ok, `${files.join('; ')}: the deployed build fails to install the dependencies:\n${reasons.join('\n') || output.slice(-2000)}`).toBe(true)
      }, 600_000)
    }
  })
})
