import type { Nodes } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { describe, expect, it } from 'vitest'
import { pageTree } from '../content/page-tree'
import { isFact } from './expand'

const parse = (body: string) => pageTree(`---\ntitle: T\n---\n\n${body}\n`, 'page.mdx').tree

describe('fact components', () => {
  it('become ordinary Markdown from the data, marked as facts, with their sources', () => {
    const tree = parse('<StarterTemplates sdk="go" />')
    const [, table, sources] = tree.children as Nodes[]
    expect(table?.type).toBe('table')
    expect(toString(table!)).toContain('go-starter')
    expect(toString(table!)).not.toContain('py-starter')
    expect(table && isFact(table)).toBe(true)
    expect(sources).toMatchObject({ type: 'mdxJsxFlowElement', name: 'SourceList' })
  })

  it('expand inside a sentence when they are inline', () => {
    const tree = parse('Deployed on <BuildRuntime language="typescript" /> from <BuildRuntime language="typescript" show="image" />.')
    expect(toString(tree)).toContain('Deployed on Node.js 22.4.1 from node:22.4.1-alpine.')
  })

  it('stop the build at the component for a wrong attribute, value, place or content', () => {
    expect(() => parse('<StarterTemplates language="go" />')).toThrow('page.mdx:5:1: <StarterTemplates>: unknown attribute "language"; it takes sdk')
    expect(() => parse('<StarterTemplates sdk="cobol" />')).toThrow('"sdk" is "cobol"; it must be one of')
    expect(() => parse('<KnownIssue />')).toThrow('"id" is required')
    expect(() => parse('<StarterTemplates>text</StarterTemplates>')).toThrow('takes no children')
    expect(() => parse('Templates: <StarterTemplates />.')).toThrow('<StarterTemplates> is a block')
    expect(() => parse('<BuildRuntime language="typescript" />')).toThrow('goes inside a sentence')
    expect(() => parse('A <BuildRuntime language="typescript" template="py-starter" /> b')).toThrow('takes language or template, not both')
  })
})
