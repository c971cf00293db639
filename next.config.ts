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
    ]
  },
}

export default nextConfig
