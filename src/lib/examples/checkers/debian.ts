import { spawnSync } from 'node:child_process'

function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0
}

/**
 * Makes sure a checker's tool is on the PATH, installing its Debian package with apt-get when it is missing: CI runs
 * on a fresh machine as root, like scripts/test.mjs does for Chromium. Returns why it failed, or undefined.
 */
export function ensureDebianTool(command: string, versionArgs: string[], debianPackage: string): string | undefined {
  if (succeeds(command, versionArgs)) return undefined
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', debianPackage]]) {
    const result = spawnSync('apt-get', args, { encoding: 'utf8', env })
    if (result.status !== 0) return `${command} is missing and apt-get ${args[0]} failed: ${result.stderr || result.error?.message}`
  }
  return succeeds(command, versionArgs) ? undefined : `${command} is still missing after installing ${debianPackage}`
}
