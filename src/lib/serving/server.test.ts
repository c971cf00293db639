import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from './precompress'
import { frontHandler } from './server'

interface Reply {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

describe('frontHandler', () => {
  let root: string
  let server: Server
  const toNext: string[] = []
  const html = '<h1>APIs</h1>\n'.repeat(500)
  const long = 'L'.repeat(300 * 1024)
  const markdown = '# APIs\n\nDeclare APIs.\n'.repeat(200)
  const pythonMarkdown = '# APIs\n\nDeclare APIs in Python.\n'.repeat(200)

  function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
    const { port } = server.address() as AddressInfo
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })
  }

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'front-server-'))
    mkdirSync(path.join(root, 'pages'))
    writeFileSync(path.join(root, 'pages', 'apis.html'), html)
    writeFileSync(path.join(root, 'pages', 'long.html'), long)
    writeFileSync(path.join(root, 'pages', 'apis.md'), markdown)
    writeFileSync(path.join(root, 'pages', 'apis.python.md'), pythonMarkdown)
    const served = new Map([
      ['/docs/apis', 'pages/apis.html'],
      ['/docs/apis.md', 'pages/apis.md'],
      ['/docs/lang/python/apis.md', 'pages/apis.python.md'],
      ['/docs/long', 'pages/long.html'],
      ['/docs/_next/static/[id]/a.html', 'pages/apis.html'],
    ])
    const manifest = await precompress(root, '/docs', served, [['X-Frame-Options', 'DENY']])
    server = createServer(
      frontHandler(root, manifest, (request, response) => {
        toNext.push(`${request.method} ${request.url}`)
        response.writeHead(307, { Location: '/docs' }).end()
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(root, { recursive: true, force: true })
  })

  it('answers a manifest path with the best encoding the request accepts', async () => {
    const br = await get('/docs/apis', { 'accept-encoding': 'gzip, br' })
    expect([br.status, br.headers['content-encoding'], br.headers.vary, br.headers['x-frame-options']]).toEqual([200, 'br', expect.stringMatching(/^rsc, .*, Accept, Accept-Encoding$/), 'DENY'])
    expect(brotliDecompressSync(br.body).toString()).toBe(html)
    const gzip = await get('/docs/apis?utm=x', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(gzip.body).toString()).toBe(html)
    const plain = await get('/docs/apis')
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, html])
    // A body too long to keep in memory is read from its file.
    expect((await get('/docs/long')).body.toString()).toBe(long)
  })

  it("answers a page's address with its Markdown when the request prefers Markdown, and says it varies by Accept", async () => {
    const agent = await get('/docs/apis', { accept: 'text/markdown, text/html;q=0.9', 'accept-encoding': 'gzip' })
    expect([agent.status, agent.headers['content-type'], agent.headers.vary]).toEqual([200, 'text/markdown; charset=utf-8', 'Accept, Accept-Encoding'])
    expect(gunzipSync(agent.body).toString()).toBe(markdown)
    const browser = await get('/docs/apis', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip' })
    expect([browser.headers['content-type'], gunzipSync(browser.body).toString()]).toEqual(['text/html; charset=utf-8', html])
    expect((await get('/docs/apis', { accept: '*/*' })).body.toString()).toBe(html)
    // Each form has its own tag, so a cache revalidating one never gets a 304 for the other.
    expect(agent.headers.etag).not.toBe(browser.headers.etag)
    const revalidated = await get('/docs/apis', { accept: 'text/markdown', 'accept-encoding': 'gzip', 'if-none-match': browser.headers.etag! })
    expect(revalidated.status).toBe(200)
    // At its own address the Markdown is one form only.
    expect((await get('/docs/apis.md', { accept: 'text/html' })).headers.vary).toBe('Accept-Encoding')
  })

  it("answers ?lang= with the Markdown for one SDK's readers, or the whole twin when the page has no other SDK's code", async () => {
    expect((await get('/docs/apis.md?lang=python')).body.toString()).toBe(pythonMarkdown)
    const negotiated = await get('/docs/apis?lang=python', { accept: 'text/markdown' })
    expect([negotiated.body.toString(), negotiated.headers.vary]).toEqual([pythonMarkdown, 'Accept, Accept-Encoding'])
    expect((await get('/docs/apis.md?lang=go')).body.toString()).toBe(markdown)
    // The HTML does not change with it.
    expect((await get('/docs/apis?lang=python')).body.toString()).toBe(html)
  })

  it('refuses an unknown lang with 400 and the list of keys, as plain text', async () => {
    const wrong = await get('/docs/apis.md?lang=%3Cscript%3Ecobol')
    expect([wrong.status, wrong.headers['content-type'], wrong.headers['x-frame-options']]).toEqual([400, 'text/plain; charset=utf-8', 'DENY'])
    expect(wrong.body.toString()).toBe("Unknown lang '<script>cobol': use one of nodejs, python, go, dart, csharp, jvm.\n")
  })

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await get('/docs/apis', { 'accept-encoding': 'br' })
    const again = await get('/docs/apis', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! })
    expect([again.status, again.body.length, again.headers.etag, again.headers['x-frame-options']]).toEqual([304, 0, first.headers.etag, 'DENY'])
    const head = await get('/docs/apis', { 'accept-encoding': 'br' }, 'HEAD')
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([200, 0, String(first.body.length)])
  })

  it('decodes the path as the browser encodes it', async () => {
    expect((await get('/docs/_next/static/%5Bid%5D/a.html')).body.toString()).toBe(html)
  })

  it('hands other paths, methods and the router’s own requests to Next.js, with the security headers', async () => {
    toNext.length = 0
    const redirect = await get('/docs/old')
    expect([redirect.status, redirect.headers.location, redirect.headers['x-frame-options']]).toEqual([307, '/docs', 'DENY'])
    await get('/docs/apis', {}, 'POST')
    await get('/docs/apis', { rsc: '1' })
    await get('/docs/apis?_rsc=abc')
    await get('/docs/%E0%A4%A')
    expect(toNext).toEqual(['GET /docs/old', 'POST /docs/apis', 'GET /docs/apis', 'GET /docs/apis?_rsc=abc', 'GET /docs/%E0%A4%A'])
  })
})
