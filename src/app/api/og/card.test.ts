import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cardText, RENDERABLE_RANGES } from '@/lib/og/text'
import { renderCard } from './card'

// The renderer downloads fonts (Google Fonts) and emoji (jsDelivr) for characters the given fonts lack.
const fetchSpy = vi.fn(() => Promise.reject(new Error('the social image must not touch the network')))

beforeEach(() => {
  fetchSpy.mockClear()
  vi.stubGlobal('fetch', fetchSpy)
})
afterEach(() => vi.unstubAllGlobals())

/** Width and height from the PNG's IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

describe('renderCard', () => {
  it('would fetch for an emoji, which is why the text is sanitised first', async () => {
    await renderCard({ title: 'Launch 🚀', description: 'x' }).catch(() => undefined)
    expect(fetchSpy).toHaveBeenCalled()
  })

  it('draws every character the sanitiser lets through, in both weights, without fetching', async () => {
    const all = RENDERABLE_RANGES.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i))).join(' ')
    const half = Math.ceil(all.length / 2)
    for (const [title, description] of [[all.slice(0, half), all.slice(half)], [all.slice(half), all.slice(0, half)]] as const) {
      expect(pngSize(await renderCard({ title, description }))).toEqual({ width: 1200, height: 630 })
    }
    expect(fetchSpy).not.toHaveBeenCalled()
  }, 30_000)

  it('draws hostile queries offline as a 1200×630 PNG', async () => {
    const queries = [
      '',
      `title=${'x'.repeat(10_000)}&description=${'word '.repeat(2_000)}`,
      'title=Deploy%20%F0%9F%9A%80%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB&description=%E2%9C%85%20done',
      `title=${encodeURIComponent('مرحبا بالعالم')}&description=${encodeURIComponent('שלום עולם 你好')}`,
      'title=%3Cscript%3Ealert(1)%3C%2Fscript%3E&description=%3Cimg%20src%3Dx%3E',
      'title=a%00b%1Fc%7F&description=%E2%80%AEevil',
      'title=%E0%A4%A&description=%%ZZ',
    ]
    for (const query of queries) {
      expect(pngSize(await renderCard(cardText(query))), query.slice(0, 40)).toEqual({ width: 1200, height: 630 })
    }
    expect(fetchSpy).not.toHaveBeenCalled()
  }, 30_000)
})
