export interface HealthChecks {
  buildId: () => string | undefined
  /** The number of search records, or undefined when the index cannot be loaded. */
  searchRecords: () => number | undefined
  /** Resolves when the feedback store answers. */
  pingFeedbackStore: () => Promise<unknown>
  timeoutMs?: number
}

export interface HealthReport {
  status: 'ok' | 'unavailable'
  buildId: string | null
  search: { loaded: boolean; records: number | null }
  feedback: { answering: boolean; error?: string }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

/** 200 when the search index is loaded and the feedback store answers, 503 when either is not. */
export async function checkHealth(checks: HealthChecks): Promise<{ httpStatus: 200 | 503; report: HealthReport }> {
  let records: number | undefined
  try {
    records = checks.searchRecords()
  } catch {
    records = undefined
  }
  let feedback: HealthReport['feedback']
  try {
    await withTimeout(checks.pingFeedbackStore(), checks.timeoutMs ?? 2000)
    feedback = { answering: true }
  } catch (error) {
    feedback = { answering: false, error: error instanceof Error ? error.message : 'unknown error' }
  }
  const healthy = records !== undefined && feedback.answering
  return {
    httpStatus: healthy ? 200 : 503,
    report: {
      status: healthy ? 'ok' : 'unavailable',
      buildId: checks.buildId() ?? null,
      search: { loaded: records !== undefined, records: records ?? null },
      feedback,
    },
  }
}
