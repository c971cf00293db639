import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { expect, test } from '@playwright/test'

const text = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as Array<{ text: string }>)[0]!.text

test('an agent finds and reads a page through the docs MCP server', async ({ baseURL }) => {
  const client = new Client({ name: 'e2e', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL('/docs/mcp', baseURL)))
  expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual(['fetch', 'search'])

  const { results } = JSON.parse(text(await client.callTool({ name: 'search', arguments: { query: 'bucket', language: 'python' } }))) as { results: Array<{ id: string }> }
  expect(results[0]?.id).toBe('/reference/python/storage/bucket')

  const page = JSON.parse(text(await client.callTool({ name: 'fetch', arguments: { id: results[0]!.id } }))) as { title: string; text: string }
  expect(page.title).toMatch(/bucket\(\)/)
  expect(page.text).toContain('```python')
  const storage = (language?: string) => client.callTool({ name: 'fetch', arguments: { id: '/storage', ...(language ? { language } : {}) } })
  const whole = JSON.parse(text(await storage())) as { text: string }
  const python = JSON.parse(text(await storage('python'))) as { text: string }
  expect(whole.text).toContain('```ts')
  expect(python.text).toContain('```python')
  expect(python.text).not.toContain('```ts')
  await client.close()
})

test('the MCP endpoint refuses GET', async ({ request }) => {
  const response = await request.get('/docs/mcp')
  expect(response.status()).toBe(405)
  expect(response.headers().allow).toBe('POST')
})
