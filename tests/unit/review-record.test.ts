import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadReviewRecord, recordProblems, reviewedFiles } from '../../checks/reviews/record'

const root = process.cwd()

describe('the review record', () => {
  const files = reviewedFiles(root)

  it('covers every content page and fact file as it is now, each last checked by someone who did not write it', () => {
    expect(files.filter((file) => file.startsWith('content/')).length).toBeGreaterThan(600)
    const problems = recordProblems(loadReviewRecord(root), files, (file) => readFileSync(path.join(root, file), 'utf8'))
    expect(problems, `run \`npm run review -- status\`; review the pages it lists against the pinned sources, then record it`).toEqual([])
  })
})
