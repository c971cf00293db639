// Stops with one line when the running Node.js is older than package.json's `engines` allows. Imported first by the
// npm scripts' entry points and run as `preinstall`, so an old Node.js fails before anything else can (a stack trace
// from `node:sqlite` or a dependency says nothing about the cause). Plain syntax and no dependency (not even `semver`:
// as `preinstall` it cannot count on one): it must parse and run on old Node.js too.
import { readFileSync } from 'node:fs'

/** The one line to print when Node.js `version` falls outside `range` (which must read '>=X.Y.Z'); else undefined. */
export function unsupportedNodeMessage(version, range) {
  const minimum = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(range)
  if (!minimum) throw new Error(`package.json engines.node must read '>=X.Y.Z', not '${range}'`)
  const [major, minor, patch] = version.split('.').map(Number)
  const [needMajor, needMinor, needPatch] = minimum.slice(1).map(Number)
  const supported = major !== needMajor ? major > needMajor : minor !== needMinor ? minor > needMinor : patch >= needPatch
  if (supported) return undefined
  return (
    `This project needs Node.js ${needMajor}.${needMinor}.${needPatch} or later, and this is Node.js ${version}. ` +
    `Run '. scripts/use-node.sh' first: it puts the release in .node-version on your PATH, from the npm registry.`
  )
}

const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node
const message = unsupportedNodeMessage(process.versions.node, range)
if (message) {
  console.error(message)
  process.exit(1)
}
