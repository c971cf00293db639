import { allPages } from '../../src/lib/content/pages'

/** Every content route, as readers reach it under /docs. */
export const PAGE_URLS = allPages().map((page) => (page.route === '/' ? '/docs' : `/docs${page.route}`))

/** The SQLite file the test server keeps feedback in (a fresh one each `npm test`: .test-output is emptied first). */
export const FEEDBACK_DB = '.test-output/e2e-feedback.sqlite'
