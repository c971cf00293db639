import { allPages } from '../../src/lib/content/pages'

/** Every content route, as readers reach it under /docs. */
export const PAGE_URLS = allPages().map((page) => (page.route === '/' ? '/docs' : `/docs${page.route}`))

/** The SQLite file the test server keeps feedback in (a fresh one each `npm test`: .test-output is emptied first). */
export const FEEDBACK_DB = '.test-output/e2e-feedback.sqlite'

/** Chromium's background services would try to reach the internet, which this machine refuses. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** The site id `npm test` builds with, so that the analytics tests have a configured site to observe. */
export const E2E_ANALYTICS_SITE_ID = 'E2ETESTS'
