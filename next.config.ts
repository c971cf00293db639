import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  basePath: '/docs',
  reactStrictMode: true,
  poweredByHeader: false,
  async redirects() {
    return [
      { source: '/', destination: '/docs', basePath: false, permanent: false },
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
