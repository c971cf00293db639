import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pageTree } from '@/lib/content/page-tree'
import { readPageSource } from '@/lib/content/pages'
import { checksOf, SDK_CHECKS, sdkCheckGaps } from '../../checks/sdk-checks'
import { collectExamples, formatProblem } from '../../checks/examples/harness'
import type { SdkEntry, SdkVersion } from '@/lib/sdks/registry'
import { site } from '@/lib/site/site'

const docs = site()
const { batches, exempt } = collectExamples(docs, (route) => {
  const page = docs.page(route)
  if (!page) throw new Error(`no page ${route}`)
  return pageTree(readPageSource(page), page.file).tree
})

// Inside the project, so examples resolve its node_modules; one folder per run, so parallel runs do not collide.
const parent = path.join(process.cwd(), 'tests/examples/.generated')
mkdirSync(parent, { recursive: true })
const workDir = mkdtempSync(path.join(parent, 'run-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

describe('every code example is checked against the SDK release its page documents', () => {
  it('covers every version of every SDK that has a reference, and every SDK whose language has examples', () => {
    const hasReference = (sdk: SdkEntry, version: SdkVersion) => docs.referenceVersions.some((reference) => reference.sdk === sdk && reference.version === version)
    expect(sdkCheckGaps(docs.registry, SDK_CHECKS, hasReference)).toEqual([])
    const withPages = docs.referenceVersions.filter(({ sdk }) => checksOf(SDK_CHECKS, sdk.key)).map(({ sdk, version }) => `${sdk.key}@${version.version}`)
    const checked = batches.filter((batch) => batch.examples.length > 0 && checksOf(SDK_CHECKS, batch.sdk.key)).map((batch) => `${batch.sdk.key}@${batch.version.version}`)
    expect(withPages.length).toBeGreaterThan(0)
    expect(withPages.filter((key) => !checked.includes(key))).toEqual([])
    expect(batches.filter((batch) => !SDK_CHECKS[batch.sdk.key]).map((batch) => batch.sdk.key)).toEqual([])
  })

  it('exempts only code written for other tools, never Nitric code', () => {
    const misused = exempt.flatMap((example) => {
      const target = docs.exampleTarget(example.route, example.language)
      const checker = target && checksOf(SDK_CHECKS, target.sdk.key)?.examples
      return example.tool !== undefined && checker?.usesSdk.test(example.code) ? [`${example.page}:${example.line}: tool="${example.tool}" example uses the SDK`] : []
    })
    expect(misused).toEqual([])
  })

  for (const batch of batches) {
    const checker = checksOf(SDK_CHECKS, batch.sdk.key)?.examples
    const name = `${batch.sdk.label} ${batch.version.release}: ${batch.examples.length} examples${checker ? ` (${checker.tool})` : ''}`
    if (!checker) {
      const entry = SDK_CHECKS[batch.sdk.key]
      // The reason is the table's own: an SDK checked by nothing, on purpose, says why there.
      it.skip(`${name}: ${entry && 'unchecked' in entry ? entry.unchecked : 'no entry in SDK_CHECKS'}`, () => {})
      continue
    }
    it(name, async () => {
      const problems = await checker.check(batch, path.join(workDir, `${batch.sdk.key}-${batch.version.version}`))
      expect(problems.map(formatProblem)).toEqual([])
    }, 180_000)
  }
})
