import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { describe, expect, it } from 'vitest'
import { parsePage } from '../content/page-tree'
import { RateLimiter } from '../feedback/rate-limit'
import { SearchEngine } from '../search/engine'
import { pageRecords } from '../search/records'
import { handleMcpRequest, routeForId, type DocsMcpOptions } from './docs-mcp'

const page = (route: string, title: string, body: string, language?: string) =>
  pageRecords({ route, title, section: 'Docs', tree: parsePage(`---\ntitle: ${title}\n---\n\n${body}`, 'x.mdx').tree }).map((record) => ({ ...record, ...(language ? { language } : {}) }))

const engine = new SearchEngine([
  ...page('/reference/nodejs/storage/bucket', 'Node.js - bucket()', 'Declare a bucket with bucket().', 'nodejs'),
  ...page('/reference/python/storage/bucket', 'Python - bucket()', 'Declare a bucket with bucket().', 'python'),
  ...page('/storage', 'Storage', 'Buckets hold <b>files</b>.'),
])

const twins: Record<string, string> = {
  '/reference/python/storage/bucket': '# Python - bucket()\n\n```python\nbucket("a")\n```\n\n```ts\nbucket("a")\n```\n',
  'python:/reference/python/storage/bucket': '# Python - bucket()\n\n```python\nbucket("a")\n```\n',
}

function options(limit = 100): DocsMcpOptions {
  return {
    languages: ['nodejs', 'python'],
    siteUrl: 'https://nitric.io/docs',
    basePath: '/docs',
    engine: () => engine,
    markdown: (route, language) => (language ? twins[`${language}:${route}`] : undefined) ?? twins[route],
    limiter: new RateLimiter(limit, 60_000),
  }
}

async function connect(opts = options()): Promise<Client> {
  const client = new Client({ name: 'test', version: '1.0.0' })
  const transport = new StreamableHTTPClientTransport(new URL('https://nitric.io/docs/mcp'), {
    fetch: (url, init) => handleMcpRequest(new Request(url, init), opts),
  })
  await client.connect(transport)
  return client
}

const json = (result: Awaited<ReturnType<Client['callTool']>>) => JSON.parse((result.content as Array<{ text: string }>)[0]!.text) as Record<string, unknown>

describe('the docs MCP server', () => {
  it('lists its two read-only tools', async () => {
    const client = await connect()
    const { tools } = await client.listTools()
    expect(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint])).toEqual([
      ['search', true],
      ['fetch', true],
    ])
  })

  it("searches with the reader's language first, and returns plain text", async () => {
    const client = await connect()
    const { results } = json(await client.callTool({ name: 'search', arguments: { query: 'bucket', language: 'python' } })) as { results: Array<{ id: string; url: string; text: string }> }
    expect(results[0]).toMatchObject({ id: '/reference/python/storage/bucket', url: 'https://nitric.io/docs/reference/python/storage/bucket' })
    expect(results.map((hit) => hit.text).join(' ')).not.toMatch(/</)
  })

  it("fetches a page's Markdown by id, path or URL, one SDK's code when asked", async () => {
    const client = await connect()
    const whole = json(await client.callTool({ name: 'fetch', arguments: { id: 'https://nitric.io/docs/reference/python/storage/bucket.md#x' } }))
    expect(whole).toMatchObject({ id: '/reference/python/storage/bucket', title: 'Python - bucket()' })
    expect(whole.text).toContain('```ts')
    const python = json(await client.callTool({ name: 'fetch', arguments: { id: '/reference/python/storage/bucket', language: 'python' } }))
    expect(python.text).not.toContain('```ts')
  })

  it('answers bad input with MCP errors, not crashes', async () => {
    const client = await connect()
    const missing = await client.callTool({ name: 'fetch', arguments: { id: '/no/such/page' } })
    expect(missing.isError).toBe(true)
    const badLanguage = await client.callTool({ name: 'search', arguments: { query: 'bucket', language: 'ruby' } })
    expect(badLanguage.isError).toBe(true)
    const tooLong = await client.callTool({ name: 'search', arguments: { query: 'x'.repeat(500) } })
    expect(tooLong.isError).toBe(true)
  })

  it('refuses GET, oversized bodies and clients over the rate limit', async () => {
    expect((await handleMcpRequest(new Request('https://nitric.io/docs/mcp'), options())).status).toBe(405)
    const big = new Request('https://nitric.io/docs/mcp', { method: 'POST', body: 'x'.repeat(20_000), headers: { 'content-type': 'application/json' } })
    expect((await handleMcpRequest(big, options())).status).toBe(413)
    const limited = options(1)
    const post = () => new Request('https://nitric.io/docs/mcp', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    await handleMcpRequest(post(), limited)
    expect((await handleMcpRequest(post(), limited)).status).toBe(429)
  })
})

describe('routeForId', () => {
  it('reads paths, URLs and Markdown addresses, and refuses anything else', () => {
    expect(routeForId('/docs/apis', '/docs')).toBe('/apis')
    expect(routeForId('apis', '/docs')).toBe('/apis')
    expect(routeForId('https://nitric.io/docs/apis.md?lang=go#top', '/docs')).toBe('/apis')
    expect(routeForId('https://nitric.io/docs', '/docs')).toBe('/')
    expect(routeForId('/docs/../etc/passwd', '/docs')).toBeUndefined()
    expect(routeForId('<script>', '/docs')).toBeUndefined()
  })
})
