import { availableParallelism } from 'node:os'
import type { NextConfig } from 'next'
import { readSecurityConfig, securityHeaders } from './src/lib/security/headers'
import { BASE_PATH } from './src/lib/site/config'
import { markdownPath } from './src/lib/markdown/urls'
import { site } from './src/lib/site/site'

const nextConfig: NextConfig = {
  basePath: BASE_PATH,
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the project in a stage of its own before it builds (scripts/test.mjs sets this).
  typescript: { ignoreBuildErrors: process.env.DOCS_TYPECHECKED === '1' },
  // Next.js leaves one core to its main process, which only waits while workers render the pages: on a 2-core
  // machine that halves the speed of rendering 600 pages.
  experimental: { cpus: availableParallelism() },
  // Only what Next.js answers itself (API routes, the App Router's payload requests, 404s): `npm start`'s front server
  // answers pages, Markdown, search records and assets from files compressed at build time (src/lib/serving/).
  compress: true,
  // The front server sets the security headers on every response, the redirects below included, which these rules
  // miss; they stay for `next dev` and for a deployment that runs `next start` directly.
  async headers() {
    return [
      {
        // basePath: false, so that responses outside /docs (the root redirect) carry them too.
        source: '/:path*',
        basePath: false,
        headers: securityHeaders(readSecurityConfig()),
      },
      {
        // Pages are static, but a deployment replaces them: browsers and CDNs check back (ETag) rather than keep
        // an old copy. Hashed assets under /_next/static keep Next's immutable caching; API routes set their own.
        source: '/:path((?!_next/static|api/).*)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }],
      },
    ]
  },
  async redirects() {
    return [
      { source: '/', destination: BASE_PATH, basePath: false, permanent: false },
      // robots.txt belongs at the origin's root; when this app serves the root, send crawlers to the real one
      // (Next.js cannot rewrite from outside the base path to inside it).
      { source: '/robots.txt', destination: `${BASE_PATH}/robots.txt`, basePath: false, permanent: false },
      // Old addresses of pages: a reference's latest version named by its segment, and each page's redirect_from.
      ...site().redirects,
      // The home page's Markdown, by the rule 'append .md'; outside the base path only a redirect can serve it.
      { source: `${BASE_PATH}.md`, destination: markdownPath('/'), basePath: false, permanent: false },
    ]
  },
  // Markdown versions of the pages and the llms files, which scripts/build-content.ts writes to public/markdown/.
  async rewrites() {
    return [
      { source: '/:path*.md', destination: '/markdown/:path*.md' },
      { source: '/llms.txt', destination: '/markdown/llms.txt' },
      { source: '/llms-full.txt', destination: '/markdown/llms-full.txt' },
      { source: '/llms/:part.txt', destination: '/markdown/llms/:part.txt' },
    ]
  },
}

export default nextConfig
