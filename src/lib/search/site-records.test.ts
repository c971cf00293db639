import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { DerivedCache } from '../content/derived-cache'
import { SDK_REGISTRY } from '../sdks/registry'
import { siteFromFolder } from '../site/site'
import { FAKE_SDK } from '../../../tests/fixtures/fake-sdk/site'
import { siteRecords } from './site-records'
import type { DocSearchRecord } from './types'

let dir: string
const siteOf = () => siteFromFolder(dir, { registry: [...SDK_REGISTRY, FAKE_SDK], editorial: (links) => ({ docs: [{ links }] }) })

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'records-'))
  cpSync('tests/fixtures/fake-sdk/content', dir, { recursive: true })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

it('derives again only the edited page under npm run dev, and gives what a fresh build gives', () => {
  const cache = new DerivedCache<DocSearchRecord[]>()
  const before = siteRecords(siteOf(), cache)
  const file = path.join(dir, 'apis.mdx')
  writeFileSync(file, `${readFileSync(file, 'utf8')}\nA sentence with the word zebrafish.\n`)
  const after = siteRecords(siteOf(), cache)
  expect(after).toEqual(siteRecords(siteOf(), new DerivedCache()))
  const changed = after.filter((record) => !before.some((old) => JSON.stringify(old) === JSON.stringify(record)))
  expect(changed.length).toBeGreaterThan(0)
  expect(changed.every((record) => record.url.startsWith('/docs/apis'))).toBe(true)
  expect(changed.some((record) => record.content?.includes('zebrafish'))).toBe(true)
})
