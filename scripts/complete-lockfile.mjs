// Completes package-lock.json with the platform-specific optional packages (esbuild-, swc-, oxide-style
// `pkg-darwin-arm64` builds) that the registry this project installs from does not serve for other platforms.
// Without their entries `npm ci` judges the lock out of sync with package.json and refuses to install. The entries
// carry the os and cpu their names declare, so npm skips them on every other platform and never downloads them.
import { readFileSync, writeFileSync } from 'node:fs'

const LOCK = 'package-lock.json'
const OS = { darwin: 'darwin', linux: 'linux', win32: 'win32', freebsd: 'freebsd', android: 'android', openharmony: 'openharmony', wasm32: undefined }
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const osIndex = parts.findIndex((part) => part in OS)
  if (osIndex === -1) return undefined
  const cpu = parts.slice(osIndex).find((part) => CPUS.includes(part))
  if (!cpu) return undefined
  const os = OS[parts[osIndex]]
  const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') || parts.includes('gnueabihf') ? ['glibc'] : undefined
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc } : {}) }
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'))
let added = 0
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue
    const platform = platformOf(name)
    if (!platform) continue
    const version = spec.replace(/^[~^=v]+/, '')
    if (!/^\d+\.\d+\.\d+/.test(version)) throw new Error(`cannot pin ${name}@${spec} for the lock file`)
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform }
    added++
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
  writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n')
  console.log(`complete-lockfile: recorded ${added} optional platform packages for other systems`)
}
