import { describe, expect, it } from 'vitest'
import { contentHash, entryProblems, passSchema, recordFileFor, recordProblems, type ReviewEntry, type ReviewPass } from './record'

const source = 'nitrictech/cli@v1.61.1:cmd/new.go'
const pass = (by: string, edited: boolean): ReviewPass => ({ by, date: '2026-11-27', edited, claims: 3, sources: [source], changes: edited ? 'fixed' : 'none' })
const entry = (text: string, ...passes: ReviewPass[]): ReviewEntry => ({ sha256: contentHash(text), passes })

describe('a review entry', () => {
  it('stands when the text is unchanged and the last pass, by someone else, only checked', () => {
    expect(entryProblems('a.mdx', entry('text', pass('ann', true), pass('bob', false)), 'text')).toEqual([])
    expect(entryProblems('a.mdx', entry('text', pass('ann', false)), 'text')).toEqual([])
  })

  it('ignores line endings, so a checkout on Windows matches', () => {
    expect(entryProblems('a.mdx', entry('one\ntwo\n', pass('ann', false)), 'one\r\ntwo\r\n')).toEqual([])
  })

  it('fails when the text changed after the review', () => {
    expect(entryProblems('a.mdx', entry('text', pass('ann', false)), 'text, edited')).toEqual(['a.mdx: changed since its last review (2026-11-27)'])
  })

  it('fails when the last pass edited, or when the editor checked their own edit', () => {
    expect(entryProblems('a.mdx', entry('t', pass('ann', true)), 't')[0]).toContain('someone else must review the change')
    expect(entryProblems('a.mdx', entry('t', pass('ann', true), pass('ann', false)), 't')[0]).toContain('ann reviewed their own change')
    expect(entryProblems('a.mdx', entry('t', pass('ann', true), pass('bob', true), pass('ann', false)), 't')).toEqual([])
  })

  it('fails for a page never reviewed and for a record of a page that is gone', () => {
    const record = new Map([['gone.mdx', entry('x', pass('ann', false))]])
    expect(recordProblems(record, ['new.mdx'], () => 'x')).toEqual(['new.mdx: never reviewed', 'gone.mdx: recorded, but no such page or fact file'])
  })
})

describe('sources', () => {
  it("accept this repository's own files for pages about the site itself, and say when one is gone", () => {
    const own = (file: string): ReviewPass => ({ ...pass('ann', false), sources: [`site:${file}`] })
    expect(passSchema.safeParse(own('src/lib/mcp/docs-mcp.ts')).success).toBe(true)
    expect(passSchema.safeParse(own('../etc/passwd')).success).toBe(false)
    expect(passSchema.safeParse(own('src/../../etc/passwd')).success).toBe(false)
    expect(entryProblems('a.mdx', entry('t', own('src/lib/no-such-module.ts')), 't')).toEqual(['a.mdx: the last pass names site:src/lib/no-such-module.ts, which does not exist'])
    expect(entryProblems('a.mdx', entry('t', own('checks/reviews/record.ts')), 't')).toEqual([])
    expect(entryProblems('a.mdx', entry('t', own('src/app/[[...slug]]/page.tsx')), 't')).toEqual([])
  })
})

describe('the record files', () => {
  it('keep one file per section, so parallel reviews do not touch the same file', () => {
    expect(recordFileFor('content/reference/csharp/v0/api/api.mdx')).toBe('reference-csharp.json')
    expect(recordFileFor('content/reference/env.mdx')).toBe('reference.json')
    expect(recordFileFor('content/guides/nodejs/prisma.mdx')).toBe('guides-nodejs.json')
    expect(recordFileFor('content/concepts/introduction.mdx')).toBe('concepts.json')
    expect(recordFileFor('content/apis.mdx')).toBe('pages.json')
    expect(recordFileFor('src/lib/cli/builds.ts')).toBe('facts.json')
  })
})
