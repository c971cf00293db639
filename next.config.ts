import type { NextConfig } from 'next'
import { readSecurityConfig, securityHeaders } from './src/lib/security/headers'
import { BASE_PATH } from './src/lib/site/config'

const nextConfig: NextConfig = {
  basePath: BASE_PATH,
  reactStrictMode: true,
  poweredByHeader: false,
  compress: true,
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
      { source: '/', destination: '/docs', basePath: false, permanent: false },
      // robots.txt belongs at the origin's root; when this app serves the root, send crawlers to the real one
      // (Next.js cannot rewrite from outside the base path to inside it).
      { source: '/robots.txt', destination: '/docs/robots.txt', basePath: false, permanent: false },
      // The latest version lives without a version segment; old links may still name it.
      { source: '/reference/nodejs/v1', destination: '/reference/nodejs', permanent: true },
      { source: '/reference/nodejs/v1/:path*', destination: '/reference/nodejs/:path*', permanent: true },
      // @nitric/sdk 0.15.0 has no file.exists(); its page on the old site pointed readers at file references.
      { source: '/reference/nodejs/v0/storage/bucket-file-exists', destination: '/reference/nodejs/v0/storage/bucket-file', permanent: true },
      // The home page's Markdown, by the rule 'append .md'; outside the base path only a redirect can serve it.
      { source: '/docs.md', destination: '/docs/index.md', basePath: false, permanent: false },
    ]
  },
  // Markdown versions of the pages and llms.txt, which scripts/build-markdown.ts writes to public/markdown/.
  async rewrites() {
    return [
      { source: '/:path*.md', destination: '/markdown/:path*.md' },
      { source: '/llms.txt', destination: '/markdown/llms.txt' },
    ]
  },
}

export default nextConfig
