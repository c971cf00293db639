import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SDK_REGISTRY } from '@/lib/sdks/registry'
import { formatProblem } from '../harness'
import { pythonChecker } from './python'

describe('the Python checker', () => {
  const parent = path.join(process.cwd(), 'tests/examples/.generated')
  mkdirSync(parent, { recursive: true })
  const workDir = mkdtempSync(path.join(parent, 'python-checker-'))
  afterAll(() => rmSync(workDir, { recursive: true, force: true }))
  const python = SDK_REGISTRY.find((sdk) => sdk.key === 'python')!
  const example = { language: 'python', untested: undefined, tool: undefined, file: undefined, route: '/x', page: 'content/x.mdx', line: 20 }
  const handler = 'from nitric.application import Nitric\nfrom nitric.context import HttpContext\nfrom nitric.resources import api\n\n'

  it('passes correct code, labelled files importing each other, and reports wrong code at the MDX line', async () => {
    const problems = await pythonChecker.check(
      {
        sdk: python,
        version: python.versions[0]!,
        examples: [
          { ...example, code: `${handler}@api("shop").get("/")\nasync def home(ctx: HttpContext) -> None:\n    ctx.res.body = {"ok": True}\n\nNitric.run()` },
          { ...example, line: 40, code: `${handler}@api("shop").fetch("/")\nasync def home(ctx: HttpContext) -> None:\n    pass` },
          { ...example, line: 60, code: 'from nitric.resources import kv\n\nkv("carts").allow("read")' },
          { ...example, line: 70, file: 'common/resources.py', code: 'from nitric.resources import topic\n\nplaced = topic("placed")' },
          { ...example, line: 80, file: 'services/worker.py', code: 'from common.resources import placed\n\npublisher = placed.allow("publish")' },
          { ...example, line: 90, page: 'content/y.mdx', code: 'from common.resources import placed' },
          { ...example, line: 100, code: 'import requests' },
        ],
      },
      workDir,
    )
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/x\.mdx:45: Cannot access attribute "fetch" for class "Api"/),
      expect.stringMatching(/^content\/x\.mdx:63: Argument of type "Literal\['read'\]" cannot be assigned to parameter "perm"/),
      expect.stringMatching(/^content\/x\.mdx:101: Import "requests" could not be resolved from source/),
      expect.stringMatching(/^content\/y\.mdx:91: Import "common\.resources" could not be resolved/),
    ])
  }, 60_000)
})
