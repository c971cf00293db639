import { allPages } from '../../src/lib/content/pages'

/** Every content route, as readers reach it under /docs. */
export const PAGE_URLS = allPages().map((page) => (page.route === '/' ? '/docs' : `/docs${page.route}`))
