import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sdkLiterals, type SdkFacts } from '../../checks/site/sdk-literals'
import { site } from '@/lib/site/site'

/**
 * Route facts have one door: SDK keys, versions and reference pages are read from the registry and the Site, never
 * spelt out in the site's code (checks/site/sdk-literals.ts says what counts). The files that may spell them, because
 * they are where those facts are written down:
 */
const SOURCES_OF_FACTS: Record<string, string> = {
  'src/lib/sdks/registry.ts': 'the SDK registry itself',
  'src/lib/cli/templates.ts': "facts about nitrictech/examples' starter templates, each with its source: the SDK a template is written in is one of them",
}

const docs = site()
const facts: SdkFacts = {
  keys: docs.registry.map((sdk) => sdk.key),
  slugs: [
    ...new Set(
      docs.referenceVersions.flatMap(({ pages }) =>
        pages.map((page) => docs.routeData(page.route).reference?.rest ?? []).filter((rest) => rest.length >= 2).map((rest) => rest.join('/')),
      ),
    ),
  ],
}

/** The site's TypeScript, tests aside (they name pages on purpose); JSON under src/ is data. */
const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
  .sort()
const findings = (file: string) => sdkLiterals(readFileSync(file, 'utf8'), file, facts)

describe('no SDK key, version or reference slug is written in src/ outside the registry and the data it comes from', () => {
  it('finds none in the code that reads them', () => {
    expect(sources.length).toBeGreaterThan(100)
    expect(facts.slugs.length).toBeGreaterThan(0)
    const found = sources.filter((file) => !(file in SOURCES_OF_FACTS)).flatMap((file) => findings(file).map(({ line, text, problem }) => `${file}:${line}: ${JSON.stringify(text)}: ${problem}`))
    expect(found).toEqual([])
  })

  it('lets only files that still write such facts down spell them', () => {
    expect(Object.keys(SOURCES_OF_FACTS).filter((file) => !sources.includes(file) || findings(file).length === 0)).toEqual([])
  })
})
