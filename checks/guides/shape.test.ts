import { describe, expect, it } from 'vitest'
import { shapeProblems } from './shape'

const good = ["What you'll build", 'Prerequisites', '1. Create the project', '2. Add a route', 'Run it locally', 'Deploy', 'What differs once deployed', 'Cost and clean-up', 'Next steps']

describe("a guide's shape", () => {
  it('passes the sections in order with numbered steps between Prerequisites and Run it locally', () => {
    expect(shapeProblems(good)).toEqual([])
    expect(shapeProblems(good.map((heading) => heading.replace("'", '’')))).toEqual([])
  })

  it('names a missing section, sections out of order and badly numbered or placed steps', () => {
    expect(shapeProblems(good.filter((heading) => heading !== 'Deploy'))).toEqual(['no "## Deploy" section'])
    expect(shapeProblems(['Prerequisites', "What you'll build", ...good.slice(2)])).toContain("sections out of order: What you'll build, Prerequisites, Run it locally, Deploy, What differs once deployed, Cost and clean-up, Next steps")
    expect(shapeProblems(good.map((heading) => heading.replace('2. Add', '3. Add')))).toEqual(['step "3. Add a route" should be number 2'])
    expect(shapeProblems([...good.slice(0, 2), '1. Only step', ...good.slice(4)])).toEqual(['fewer than two numbered steps ("## 1. …")'])
    expect(shapeProblems([...good, '3. Afterthought'])).toEqual(['step "3. Afterthought" is not between Prerequisites and Run it locally'])
  })
})
