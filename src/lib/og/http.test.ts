import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_DESCRIPTION } from '../metadata/metadata'
import { CACHE_CONTROL, handleOgImage, type RenderCard } from './http'
import type { CardText } from './text'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
const DEFAULTS: CardText = { title: 'Nitric Docs', description: DEFAULT_DESCRIPTION }

const request = (query: string, method = 'GET') => new Request(`http://localhost/docs/api/og${query}`, { method })

describe('GET /docs/api/og', () => {
  it('answers the rendered PNG for the sanitised query, cacheable for good', async () => {
    const render = vi.fn<RenderCard>(() => Promise.resolve(PNG))
    const response = await handleOgImage(request('?title=APIs+%F0%9F%9A%80&description=Build%0Aan%20API'), render)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
    expect(render).toHaveBeenCalledWith({ title: 'APIs', description: 'Build an API' })
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await handleOgImage(request('?title=APIs', 'HEAD'), () => Promise.resolve(PNG))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL)
    expect(response.body).toBeNull()
  })

  it('draws the default card when the requested one fails', async () => {
    const render = vi.fn<RenderCard>((text) => (text.title === 'Broken' ? Promise.reject(new Error('layout')) : Promise.resolve(PNG)))
    const response = await handleOgImage(request('?title=Broken'), render)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL)
    expect(render).toHaveBeenLastCalledWith(DEFAULTS)
  })

  it('answers 503, not cached, when even the default card cannot be drawn', async () => {
    const response = await handleOgImage(request('?title=x'), () => Promise.reject(new Error('fonts missing')))
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('retry-after')).toBe('60')
  })

  it('refuses other methods with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await handleOgImage(request('', method), () => Promise.resolve(PNG))
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
    }
  })
})
