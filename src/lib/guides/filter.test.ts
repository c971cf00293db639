import { describe, expect, it } from 'vitest'
import { filterOptions, filterSearch, matchesFilter, readFilter } from './filter'
import { formatDay, guideDetails } from './format'
import type { GuideSummary } from './guides'

const guide = (route: string, languages: string[], topics: GuideSummary['topics']): GuideSummary => ({
  route,
  title: route,
  description: undefined,
  area: 'x',
  languages,
  topics,
  readingTime: 10,
  lastChecked: '2026-11-23',
})
const guides = [guide('/a', ['nodejs'], ['apis']), guide('/b', ['python'], ['databases', 'apis']), guide('/c', [], ['cicd'])]
const sdks = [
  { key: 'nodejs', label: 'Node.js' },
  { key: 'python', label: 'Python' },
  { key: 'go', label: 'Go' },
]
const options = filterOptions(guides, sdks)

describe('the guides filter', () => {
  it('offers only the languages and topics some guide has, in registry and topic order', () => {
    expect(options.languages.map((option) => option.key)).toEqual(['nodejs', 'python'])
    expect(options.topics.map((option) => option.label)).toEqual(['APIs', 'Databases', 'CI/CD'])
  })

  it('reads the choice from the address and ignores values it does not offer', () => {
    expect(readFilter('?language=python&topic=apis', options)).toEqual({ language: 'python', topic: 'apis' })
    expect(readFilter('?language=go&topic=<script>', options)).toEqual({ language: undefined, topic: undefined })
    expect(readFilter('', options)).toEqual({ language: undefined, topic: undefined })
  })

  it('writes the choice to the address, keeping other parameters and dropping cleared ones', () => {
    expect(filterSearch({ language: 'python', topic: 'apis' })).toBe('?language=python&topic=apis')
    expect(filterSearch({ topic: 'cicd' }, '?language=python&ref=mail')).toBe('?ref=mail&topic=cicd')
    expect(filterSearch({}, '?language=python')).toBe('')
  })

  it('keeps the guides that have both the chosen language and the chosen topic', () => {
    const shown = (filter: Parameters<typeof matchesFilter>[1]) => guides.filter((candidate) => matchesFilter(candidate, filter)).map((candidate) => candidate.route)
    expect(shown({})).toEqual(['/a', '/b', '/c'])
    expect(shown({ topic: 'apis' })).toEqual(['/a', '/b'])
    expect(shown({ language: 'python', topic: 'apis' })).toEqual(['/b'])
    expect(shown({ language: 'nodejs', topic: 'cicd' })).toEqual([])
  })
})

describe("a guide's details", () => {
  it('read as languages, topics, reading time and the day it was checked, written out', () => {
    expect(formatDay('2026-11-03')).toBe('3 November 2026')
    const labels = { language: (key: string) => (key === 'nodejs' ? 'Node.js' : key), topic: (key: string) => key.toUpperCase() }
    expect(guideDetails(guides[0]!, labels)).toEqual(['Node.js', 'APIS', '10 min read', 'Last checked 23 November 2026'])
    expect(guideDetails(guides[2]!, labels)).toEqual(['CICD', '10 min read', 'Last checked 23 November 2026'])
  })
})
