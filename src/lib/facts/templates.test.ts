import type { Nodes, Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { describe, expect, it } from 'vitest'
import { pageTree } from '../content/page-tree'
import { STARTER_TEMPLATES } from '../cli/templates'
import { sourceUrl } from '../sources/pins'

const parse = (body: string) => pageTree(`---\ntitle: T\n---\n\n${body}\n`, 'page.mdx').tree

function links(node: Nodes): string[] {
  if (node.type === 'link') return [node.url]
  return 'children' in node ? (node.children as Nodes[]).flatMap(links) : []
}

function rows(table: Table): string[][] {
  return table.children.map((row) => row.children.map((cell) => toString(cell)))
}

describe('<StarterTemplates>', () => {
  it('shows the image each template builds on and the one its deployed container runs on, in their own columns', () => {
    const [, table, sources] = parse('<StarterTemplates />').children as Nodes[]
    expect(table?.type).toBe('table')
    const [header, ...body] = rows(table as Table)
    expect(header).toEqual(['Template name', 'Listed in the prompt as', 'SDK', 'Built on', 'Deployed container runs on'])
    const byName = new Map(body.map((row) => [row[0], row]))
    expect(byName.get('go-starter')?.slice(3)).toEqual(['golang:alpine', 'alpine'])
    expect(byName.get('ts-starter-deno')?.slice(3)).toEqual(['denoland/deno:2.0.2', 'debian:bookworm-slim'])
    expect(byName.get('py-starter')?.slice(3)).toEqual(['ghcr.io/astral-sh/uv:python3.11-bookworm-slim', 'python:3.11-slim-bookworm'])
    expect(byName.get('dart-starter')?.slice(3)).toEqual(['dart:stable', 'alpine'])
    for (const template of STARTER_TEMPLATES) {
      expect(byName.get(template.name)?.slice(3), template.name).toEqual([template.builtOn.image, template.runsOn.image])
    }
    const cited = links(sources!)
    for (const template of STARTER_TEMPLATES) {
      expect(cited, template.name).toContain(sourceUrl(template.builtOn.source))
      expect(cited, template.name).toContain(sourceUrl(template.runsOn.source))
    }
  })
})
