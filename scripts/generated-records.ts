import type { DocSearchRecord } from '../src/lib/search/types'
import { BASE_PATH } from '../src/lib/site/config'

/**
* Records drawn from the site's own running text, word by word, so common words stay common and rare ones
 * rare, as in real documentation.
 */
export function generated(base: DocSearchRecord[], count: number): DocSearchRecord[] {
  const words = base.flatMap((record) => `${record.content ?? ''} ${record.hierarchy.lvl2 ?? ''}`.split(/\s+/)).filter((word) => /^[\w.()-]{2,24}$/.test(word))
  let seed = 42
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
  const phrase = (length: number) => Array.from({ length }, () => words[Math.floor(random() * words.length)]).join(' ')
  return Array.from({ length: count }, (_, index) => {
    const page = Math.floor(index / 40)
    const heading = index % 40 === 0
    return {
      objectID: `g${index}`,
      url: `${BASE_PATH}/generated/${page}#s${index % 40}`,
      type: heading ? 'lvl1' : 'content',
      content: heading ? null : phrase(12 + Math.floor(random() * 30)),
      hierarchy: { lvl0: 'Generated', lvl1: `Page ${page} ${phrase(3)}`, lvl2: phrase(4), lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      weight: { pageRank: 0, level: heading ? 100 : 0, position: index % 40 },
    }
  })
}

