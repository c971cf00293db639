import { describe, expect, it } from 'vitest'
import { checkHealth } from './health'

const healthy = { buildId: () => 'abc123', searchRecords: () => 4000, pingFeedbackStore: () => Promise.resolve() }

describe('checkHealth', () => {
  it('is 200 with the build id when search and feedback both work', async () => {
    expect(await checkHealth(healthy)).toEqual({
      httpStatus: 200,
      report: { status: 'ok', buildId: 'abc123', search: { loaded: true, records: 4000 }, feedback: { answering: true } },
    })
  })

  it('is 503 when the search index is missing', async () => {
    const { httpStatus, report } = await checkHealth({ ...healthy, searchRecords: () => undefined })
    expect(httpStatus).toBe(503)
    expect(report.search).toEqual({ loaded: false, records: null })
  })

  it('is 503 when the feedback store fails or does not answer in time', async () => {
    const failed = await checkHealth({ ...healthy, pingFeedbackStore: () => Promise.reject(new Error('connection refused')) })
    expect(failed.httpStatus).toBe(503)
    expect(failed.report.feedback).toEqual({ answering: false, error: 'connection refused' })
    const hung = await checkHealth({ ...healthy, pingFeedbackStore: () => new Promise(() => undefined), timeoutMs: 20 })
    expect(hung.report.feedback).toEqual({ answering: false, error: 'no answer within 20 ms' })
  })
})
