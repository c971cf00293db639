import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SDK_REGISTRY } from '@/lib/sdks/registry'
import { formatProblem, type PageExample } from '../harness'
import { goChecker } from './go'

const parent = path.join(process.cwd(), 'tests/examples/.generated')
mkdirSync(parent, { recursive: true })
const workDir = mkdtempSync(path.join(parent, 'go-checker-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))
const go = SDK_REGISTRY.find((sdk) => sdk.key === 'go')!

const base: Omit<PageExample, 'code' | 'line'> = { language: 'go', untested: undefined, tool: undefined, file: undefined, route: '/x', page: 'content/x.mdx' }

function program(body: string): string {
  return ['package main', '', 'import (', '\t"github.com/nitrictech/go-sdk/nitric"', '\t"github.com/nitrictech/go-sdk/nitric/apis"', ')', '', 'func main() {', body, '\tnitric.Run()', '}'].join('\n')
}

describe('the Go checker', () => {
  it('passes a correct program and reports a wrong call at the MDX file and line a reader sees it', async () => {
    const problems = await goChecker.check(
      {
        sdk: go,
        version: go.versions[0]!,
        examples: [
          { ...base, line: 20, code: program('\tnitric.NewApi("shop").Get("/", func(ctx *apis.Ctx) error { return nil })') },
          // Line 9 of the program: the SDK's Api has no Fetch method.
          { ...base, line: 40, code: program('\tnitric.NewApi("shop").Fetch("/", func(ctx *apis.Ctx) error { return nil })') },
          { ...base, line: 60, code: 'nitric.NewApi("shop")' },
        ],
      },
      workDir,
    )
    expect(problems.map(formatProblem)).toEqual([
      'content/x.mdx:61: not a complete program: add package main and imports',
      expect.stringMatching(/^content\/x\.mdx:49: .*has no field or method Fetch/),
    ])
  }, 120_000)
})
