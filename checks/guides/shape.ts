/** The sections every guide has, in this order; the numbered steps come between Prerequisites and Run it locally. */
export const GUIDE_SECTIONS = ["What you'll build", 'Prerequisites', 'Run it locally', 'Deploy', 'What differs once deployed', 'Cost and clean-up', 'Next steps'] as const
const STEP = /^(\d+)\. \S/

/** What is wrong with a guide's `##` headings, if anything. */
export function shapeProblems(headings: string[]): string[] {
  const problems: string[] = []
  const normalised = headings.map((heading) => heading.replace(/’/g, "'"))
  const positions = GUIDE_SECTIONS.map((section) => normalised.indexOf(section))
  GUIDE_SECTIONS.forEach((section, index) => {
    if (positions[index] === -1) problems.push(`no "## ${section}" section`)
  })
  const found = positions.filter((position) => position !== -1)
  if (found.some((position, index) => index > 0 && position < found[index - 1]!)) problems.push(`sections out of order: ${GUIDE_SECTIONS.join(', ')}`)
  const steps = normalised.flatMap((heading, index) => (STEP.test(heading) ? [{ index, number: Number(STEP.exec(heading)![1]) }] : []))
  if (steps.length < 2) problems.push('fewer than two numbered steps ("## 1. …")')
  steps.forEach((step, index) => {
    if (step.number !== index + 1) problems.push(`step "${normalised[step.index]}" should be number ${index + 1}`)
    if (step.index < positions[1]! || (positions[2]! !== -1 && step.index > positions[2]!)) problems.push(`step "${normalised[step.index]}" is not between Prerequisites and Run it locally`)
  })
  return problems
}
