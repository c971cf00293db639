import { describe, expect, it } from 'vitest'
import { pageTree } from '@/lib/content/page-tree'
import { readPageSource } from '@/lib/content/pages'
import { baseImageMentions, prerequisiteVersions, providerSupportTables, type StatedFact } from '../../checks/facts/stated'
import { site } from '@/lib/site/site'

const docs = site()
const trees = docs.pages.map((page) => ({ page, tree: pageTree(readPageSource(page), page.file).tree }))
const report = (file: string, found: StatedFact[]) => found.map(({ line, problem }) => `${file}:${line ?? 1}: ${problem}`)

describe('facts kept once are not stated on a page by hand', () => {
  it('shows provider support only through <ProviderSupport>', () => {
    expect(trees.flatMap(({ page, tree }) => report(page.file, providerSupportTables(tree)))).toEqual([])
  })

  it('names build images only through <BuildRuntime> and <BuildImages>', () => {
    expect(trees.flatMap(({ page, tree }) => report(page.file, baseImageMentions(tree)))).toEqual([])
  })

  it('asks in a guide’s prerequisites for no runtime newer than the deployed build runs', () => {
    const guides = trees.filter(({ page }) => page.frontmatter.reading_time !== undefined)
    expect(guides.length).toBeGreaterThan(30)
    expect(guides.flatMap(({ page, tree }) => report(page.file, prerequisiteVersions(tree)))).toEqual([])
  })
})
