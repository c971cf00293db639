import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MANIFEST_FILE, PRECOMPRESSED_DIR, type Manifest } from './manifest'
import { precompress } from './precompress'

describe('precompress', () => {
  let root: string
  let manifest: Manifest
  const text = '<p>Every bucket, topic and queue is declared in code.</p>\n'.repeat(200)
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    const write = (relative: string, content: string | Buffer) => {
      mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
      writeFileSync(path.join(root, relative), content)
    }
    write('.next/server/app/apis.html', text)
    write('public/markdown/apis.md', text.replaceAll('<p>', '').replaceAll('</p>', ''))
    write('public/tiny.txt', 'small')
    write('public/noise.png', Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251)))
    const served = new Map([
      ['/docs/apis', '.next/server/app/apis.html'],
      ['/docs/apis.md', 'public/markdown/apis.md'],
      ['/docs/markdown/apis.md', 'public/markdown/apis.md'],
      ['/docs/tiny.txt', 'public/tiny.txt'],
      ['/docs/noise.png', 'public/noise.png'],
    ])
    manifest = await precompress(root, '/docs', served, [['X-Frame-Options', 'DENY']])
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('writes brotli and gzip bodies that decode to the file', () => {
    const page = manifest.entries['/docs/apis']!
    expect(page.type).toBe('text/html; charset=utf-8')
    expect(page.size).toBe(Buffer.byteLength(text))
    expect(brotliDecompressSync(readFileSync(path.join(root, page.br!.file))).toString()).toBe(text)
    expect(gunzipSync(readFileSync(path.join(root, page.gzip!.file))).toString()).toBe(text)
    expect(page.br!.size).toBeLessThan(page.gzip!.size)
    expect(page.gzip!.size).toBeLessThan(page.size / 10)
  })

  it('compresses a file served at two addresses once, and tags it by content', () => {
    const twin = manifest.entries['/docs/apis.md']!
    expect(manifest.entries['/docs/markdown/apis.md']).toEqual(twin)
    expect(twin.type).toBe('text/markdown; charset=utf-8')
    expect(twin.hash).not.toBe(manifest.entries['/docs/apis']!.hash)
  })

  it('leaves tiny files and compressed formats as they are', () => {
    for (const [urlPath, type] of [['/docs/tiny.txt', 'text/plain; charset=utf-8'], ['/docs/noise.png', 'image/png']] as const) {
      const entry = manifest.entries[urlPath]!
      expect([entry.type, entry.br, entry.gzip], urlPath).toEqual([type, undefined, undefined])
    }
  })

  it('writes the manifest with the headers every response carries', () => {
    const written = JSON.parse(readFileSync(path.join(root, PRECOMPRESSED_DIR, MANIFEST_FILE), 'utf8')) as Manifest
    expect(written).toEqual(manifest)
    expect(written.headers).toEqual([['X-Frame-Options', 'DENY']])
  })
})
