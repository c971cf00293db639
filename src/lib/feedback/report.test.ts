import { describe, expect, it } from 'vitest'
import { formatReport, reportByPage, toCsv } from './report'
import type { StoredFeedback } from './types'

let id = 0
const row = (path: string, answer: StoredFeedback['answer'], comment = '', createdAt = '2026-01-01T00:00:00.000Z'): StoredFeedback => ({
  id: ++id,
  createdAt,
  path,
  answer,
  comment,
  userAgent: 'UA',
})

describe('reportByPage', () => {
  const rows = [
    row('/docs/apis', 'yes'),
    row('/docs/apis', 'yes', 'great', '2026-01-02T00:00:00.000Z'),
    row('/docs/apis', 'no', 'missing Go', '2026-01-03T00:00:00.000Z'),
    row('/docs/apis', 'feedback', 'typo in step 2', '2026-01-04T00:00:00.000Z'),
    row('/docs/apis', 'yes', 'old', '2025-01-01T00:00:00.000Z'),
    row('/docs/sql', 'feedback', 'more examples'),
  ]

  it('counts answers per page, gives the helpful ratio and the newest comments', () => {
    expect(reportByPage(rows)).toEqual([
      {
        path: '/docs/apis',
        yes: 3,
        no: 1,
        feedback: 1,
        helpfulRatio: 0.75,
        latestComments: [
          { createdAt: '2026-01-04T00:00:00.000Z', answer: 'feedback', comment: 'typo in step 2' },
          { createdAt: '2026-01-03T00:00:00.000Z', answer: 'no', comment: 'missing Go' },
          { createdAt: '2026-01-02T00:00:00.000Z', answer: 'yes', comment: 'great' },
        ],
      },
      { path: '/docs/sql', yes: 0, no: 0, feedback: 1, helpfulRatio: null, latestComments: [{ createdAt: '2026-01-01T00:00:00.000Z', answer: 'feedback', comment: 'more examples' }] },
    ])
  })

  it('prints one line per page and its comments', () => {
    const text = formatReport(reportByPage(rows))
    expect(text).toContain('/docs/apis  yes 3  no 1  feedback 1  (75% helpful)')
    expect(text).toContain('/docs/sql  yes 0  no 0  feedback 1  (n/a)')
    expect(text).toContain('2026-01-04 [feedback] typo in step 2')
    expect(formatReport([])).toBe('No feedback yet.\n')
  })
})

describe('toCsv', () => {
  it('quotes commas, quotes and newlines, and defuses spreadsheet formulas', () => {
    const csv = toCsv([row('/docs/apis', 'no', 'a "b", c\nd'), row('/docs/apis', 'yes', '=HYPERLINK("http://x")')])
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('id,createdAt,path,answer,comment,userAgent')
    expect(csv).toContain('"a ""b"", c\nd"')
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(csv.endsWith('\r\n')).toBe(true)
  })
})
