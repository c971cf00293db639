// The test script's first stage: installs the Debian packages the checks run (checks/examples/checkers/debian.ts)
// that this machine lacks, and says which.
import { DEBIAN_TOOLS, ensureDebianTools } from '../checks/examples/checkers/debian'

const tools = Object.values(DEBIAN_TOOLS)
const { installed, problem } = ensureDebianTools(tools)
if (problem) {
  console.error(problem)
  process.exit(1)
}
const names = (list: readonly { debianPackage: string }[]) => list.map((tool) => tool.debianPackage).join(', ')
console.log(installed.length > 0 ? `installed ${names(installed)}` : `all present: ${names(tools)}`)
