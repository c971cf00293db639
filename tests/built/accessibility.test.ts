import { expect, it } from 'vitest'
import { checkCodeContrast } from '../../checks/site/code-contrast'
import { site as docs } from '@/lib/site/site'
import { COVERED_RULES, RENDERING_RULES, sidebarExclusions } from '../../checks/site/static-axe'
import { CONTENT_PAGES, PAGES_TO_CHECK } from './site'
import { staticAxeEverywhere } from './static-axe-pool'

it("axe's rules that need no rendering find nothing on any page", async () => {
  const started = performance.now()
  const sidebars = new Map(CONTENT_PAGES.map((page) => [page.path, docs().routeData(page.route).sidebar.key]))
  const exclusions = sidebarExclusions(PAGES_TO_CHECK.map(({ path }) => ({ path, sidebar: sidebars.get(path) })))
  const { results, threads } = await staticAxeEverywhere(PAGES_TO_CHECK, 'http://localhost', exclusions)
  const seconds = (performance.now() - started) / 1000
  const whole = [...exclusions.values()].filter((exclude) => exclude.length === 0).length
  console.log(`axe in jsdom: ${results.size} pages (${whole} with their sidebar) in ${seconds.toFixed(1)} s on ${threads} threads, ${((seconds * threads) / results.size).toFixed(2)} s per page on one thread`)

  expect([...results.keys()].sort()).toEqual(PAGES_TO_CHECK.map((page) => page.path).sort())
  const problems = [...results].flatMap(([path, result]) => [
    ...result.violations.map((violation) => `${path}: ${violation.rule} (${violation.impact}) at ${violation.targets.join(', ')}`),
    ...result.errors.map((error) => `${path}: ${error}`),
  ])
  expect(problems).toEqual([])
  // Every page ran the same rules, and none of those that need a browser or that checkUniqueIds covers.
  const rules = results.values().next().value?.rules ?? []
  expect(rules.length).toBeGreaterThan(50)
  expect(rules.filter((rule) => rule in RENDERING_RULES || rule in COVERED_RULES)).toEqual([])
  for (const [path, result] of results) expect(result.rules, path).toEqual(rules)
}, 1_800_000)

it('the code in every block of every page contrasts with its background by at least 4.5:1, in light and dark', () => {
  const colours = new Set<string>()
  const problems = PAGES_TO_CHECK.flatMap((page) => {
    const result = checkCodeContrast(page.path, page.html)
    for (const colour of result.colours) colours.add(colour)
    return result.problems
  })
  expect(problems).toEqual([])
  // Both themes, each with the block's own colour and the token classes.
  expect(colours.size).toBeGreaterThan(14)
})
