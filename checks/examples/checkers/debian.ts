import { spawnSync } from 'node:child_process'

export interface DebianTool {
  command: string
  /** Arguments that make the command print its version and succeed, to tell whether it is installed. */
  versionArgs: string[]
  debianPackage: string
}

/**
 * The programs the checks run that come from Debian packages: the compilers of the example checkers and surface
 * readers, and the browser of the browser tests. `npm test` installs the missing ones in a stage of its own
 * (scripts/install-tools.ts); a checker run on its own installs its own.
 */
export const DEBIAN_TOOLS = {
  go: { command: 'go', versionArgs: ['version'], debianPackage: 'golang-go' },
  java: { command: 'javac', versionArgs: ['-version'], debianPackage: 'default-jdk-headless' },
  csharp: { command: 'mcs', versionArgs: ['--version'], debianPackage: 'mono-mcs' },
  browser: { command: '/usr/bin/chromium', versionArgs: ['--version'], debianPackage: 'chromium' },
} as const satisfies Record<string, DebianTool>

function installed(tool: DebianTool): boolean {
  return spawnSync(tool.command, tool.versionArgs, { stdio: 'ignore' }).status === 0
}

/**
 * Makes sure each tool is installed, installing the missing ones' Debian packages with one apt-get: CI runs on a
 * fresh machine as root. Returns the tools it installed and, when it failed, why.
 */
export function ensureDebianTools(tools: readonly DebianTool[]): { installed: DebianTool[]; problem?: string } {
  const missing = tools.filter((tool) => !installed(tool))
  if (missing.length === 0) return { installed: [] }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...missing.map((tool) => tool.debianPackage)]]) {
    const result = spawnSync('apt-get', args, { encoding: 'utf8', env })
    if (result.status !== 0) {
      const names = missing.map((tool) => tool.command).join(', ')
      return { installed: [], problem: `${names} missing and apt-get ${args[0]} failed: ${result.stderr || result.error?.message}` }
    }
  }
  const still = missing.filter((tool) => !installed(tool))
  if (still.length > 0) return { installed: [], problem: `${still.map((tool) => tool.command).join(', ')} still missing after installing ${still.map((tool) => tool.debianPackage).join(', ')}` }
  return { installed: missing }
}

/** Makes sure one checker's tool is installed; returns why it is not, or undefined. */
export function ensureDebianTool(tool: DebianTool): string | undefined {
  return ensureDebianTools([tool]).problem
}
