import analyticsEnv from './analytics-env.json' with { type: 'json' }

/** The SQLite file the test server keeps feedback in (a fresh one each `npm test`: .test-output is emptied first). */
export const FEEDBACK_DB = '.test-output/e2e-feedback.sqlite'

/**
 * The analytics settings `npm test` builds with, so that the analytics tests have a configured site to observe, and
 * a preview host suffix a test browser can reach over plain HTTP (vercel.app is on Chromium's HTTPS-only list).
 * scripts/test.mjs reads the same JSON file.
 */
export const E2E_ANALYTICS_ENV = analyticsEnv
