import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  basePath: '/docs',
  reactStrictMode: true,
  poweredByHeader: false,
  async redirects() {
    return [{ source: '/', destination: '/docs', basePath: false, permanent: false }]
  },
}

export default nextConfig
