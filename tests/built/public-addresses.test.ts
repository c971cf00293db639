import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { followAddress, type KnownAddress } from '../../checks/site/addresses'
import { site } from './site'

interface AddressFile {
  source: string
  addresses: KnownAddress[]
}

interface AwaitingFile {
  reason: string
  addresses: string[]
}

const read = <T>(name: string) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T
const publicSite = read<AddressFile>('./public-addresses.json')
const awaiting = read<AwaitingFile>('./public-addresses-awaiting.json')
const awaited = new Set(awaiting.addresses)

describe(`the addresses of the public docs (${publicSite.source})`, () => {
  const outcomes = publicSite.addresses.map((address) => followAddress(address, site))

  it('each ends, in at most one redirect, on a page of its topic', () => {
    expect(publicSite.addresses.length).toBeGreaterThan(700)
    const problems = outcomes.filter((outcome) => outcome.problem && !awaited.has(outcome.path)).map((outcome) => `${outcome.path}: ${outcome.problem}`)
    expect(problems).toEqual([])
  })

  // Addresses of pages written after our inventory, on topics we have no page for yet: listed so that the list can
  // only shrink, since an address that answers must leave it.
  it(`only those awaiting a new page do not answer yet (${awaiting.reason})`, () => {
    const known = new Set(publicSite.addresses.map((address) => address.path))
    expect(awaiting.addresses.filter((path) => !known.has(path))).toEqual([])
    const answering = outcomes.filter((outcome) => awaited.has(outcome.path) && outcome.page).map((outcome) => outcome.path)
    expect(answering).toEqual([])
  })
})
