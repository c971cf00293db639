import type { StoredFeedback } from './types'

export interface PageReport {
  path: string
  yes: number
  no: number
  feedback: number
  /** yes / (yes + no), or null when nobody answered either. */
  helpfulRatio: number | null
  /** The newest non-empty comments, newest first. */
  latestComments: Array<{ createdAt: string; answer: StoredFeedback['answer']; comment: string }>
}

/** Per page: how many said each answer, how helpful it was, and what readers wrote lately. Most answered first. */
export function reportByPage(rows: readonly StoredFeedback[], commentsPerPage = 3): PageReport[] {
  const pages = new Map<string, PageReport>()
  for (const row of rows) {
    let page = pages.get(row.path)
    if (!page) {
      page = { path: row.path, yes: 0, no: 0, feedback: 0, helpfulRatio: null, latestComments: [] }
      pages.set(row.path, page)
    }
    page[row.answer]++
    if (row.comment.trim()) page.latestComments.push({ createdAt: row.createdAt, answer: row.answer, comment: row.comment })
  }
  return [...pages.values()]
    .map((page) => ({
      ...page,
      helpfulRatio: page.yes + page.no === 0 ? null : page.yes / (page.yes + page.no),
      latestComments: page.latestComments.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, commentsPerPage),
    }))
    .sort((a, b) => b.yes + b.no + b.feedback - (a.yes + a.no + a.feedback) || a.path.localeCompare(b.path))
}

/** A readable report for a terminal. */
export function formatReport(pages: readonly PageReport[]): string {
  if (pages.length === 0) return 'No feedback yet.\n'
  const lines: string[] = []
  for (const page of pages) {
    const ratio = page.helpfulRatio === null ? 'n/a' : `${Math.round(page.helpfulRatio * 100)}% helpful`
    lines.push(`${page.path}  yes ${page.yes}  no ${page.no}  feedback ${page.feedback}  (${ratio})`)
    for (const comment of page.latestComments) {
      lines.push(`  ${comment.createdAt.slice(0, 10)} [${comment.answer}] ${comment.comment.replace(/\s+/g, ' ').slice(0, 200)}`)
    }
  }
  return `${lines.join('\n')}\n`
}

const CSV_COLUMNS = ['id', 'createdAt', 'path', 'answer', 'comment', 'userAgent'] as const

/**
 * RFC 4180 CSV. A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return at the start)
 * gets a leading apostrophe: readers write the comments, maintainers open the file.
 */
export function toCsv(rows: readonly StoredFeedback[]): string {
  const cell = (value: string | number) => {
    let text = String(value)
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => cell(row[column])).join(','))].join('\r\n') + '\r\n'
}

export function toJson(rows: readonly StoredFeedback[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`
}
