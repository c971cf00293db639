import { describe, expect, it } from 'vitest'
import type { Manifest } from '@/lib/serving/manifest'
import { nginxConfig, nginxLayout } from './nginx'

const manifest: Manifest = {
  basePath: '/docs',
  headers: [['Content-Security-Policy', "default-src 'self'"]],
  entries: {
    '/docs/apis': { file: '.next/server/app/apis.html', type: 'text/html', cacheControl: '', hash: 'a', size: 9000, gzip: { file: '.next/precompressed/a.gz', size: 900 } },
    '/docs/apis.md': { file: 'public/markdown/apis.md', type: 'text/markdown', cacheControl: '', hash: 'b', size: 5000, gzip: { file: '.next/precompressed/b.gz', size: 500 } },
    '/docs/tiny.txt': { file: 'public/tiny.txt', type: 'text/plain', cacheControl: '', hash: 'c', size: 5 },
  },
}

describe('nginxLayout', () => {
  it('puts each file and its gzip body where try_files and gzip_static look for them', () => {
    expect(nginxLayout(manifest)).toEqual([
      ['docs/apis.html', '.next/server/app/apis.html'],
      ['docs/apis.html.gz', '.next/precompressed/a.gz'],
      ['docs/apis.md', 'public/markdown/apis.md'],
      ['docs/apis.md.gz', '.next/precompressed/b.gz'],
      ['docs/tiny.txt', 'public/tiny.txt'],
    ])
  })
})

describe('nginxConfig', () => {
  it('serves the precompressed gzip files with the same headers, in the foreground', () => {
    const config = nginxConfig({ root: '/r', workDir: '/w', port: 8123, headers: manifest.headers, runAsRoot: false })
    expect(config).toContain('gzip_static on;')
    expect(config).toContain('daemon off;')
    expect(config).toContain('listen 127.0.0.1:8123;')
    expect(config).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`)
    expect(config).not.toContain('user root')
  })
})
