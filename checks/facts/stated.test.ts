import { describe, expect, it } from 'vitest'
import { pageTree } from '@/lib/content/page-tree'
import { baseImageMentions, prerequisiteVersions, providerSupportTables } from './stated'

const tree = (body: string) => pageTree(`---\ntitle: T\n---\n\n${body}\n`, 'page.mdx').tree

describe('facts stated by hand', () => {
  it('finds a provider support table, in either orientation, and not a table that only names providers', () => {
    const byColumn = '| Resource | AWS | Azure |\n| - | - | - |\n| Websockets | ✓ | ✗ |'
    const byRow = '| Provider | Websockets |\n| - | - |\n| AWS | Yes |\n| GCP | No |'
    const prose = '| Provider | Region key |\n| - | - |\n| AWS | `region` |\n| Azure | `region` |'
    expect(providerSupportTables(tree(byColumn))).toEqual([{ line: 5, problem: expect.stringContaining('<ProviderSupport>') }])
    expect(providerSupportTables(tree(byRow))).toHaveLength(1)
    expect(providerSupportTables(tree(prose))).toEqual([])
  })

  it('finds a build image named in prose, but not in a Dockerfile the reader writes, nor where a component shows it', () => {
    expect(baseImageMentions(tree('Services build on `node:22.4.1-alpine`.'))).toHaveLength(1)
    expect(baseImageMentions(tree('```dockerfile\nFROM node:22.4.1-alpine\n```'))).toEqual([])
    expect(baseImageMentions(tree('Services build on <BuildRuntime language="typescript" show="image" />.'))).toEqual([])
  })

  it('finds a runtime version in the prerequisites that the deployed build does not satisfy', () => {
    expect(prerequisiteVersions(tree('## Prerequisites\n\n- Node.js 22.12 or later, for Prisma.\n\n## 1. Start\n\nNode.js 24 works.'))).toEqual([
      { line: 7, problem: expect.stringContaining('states Node.js 22.12 in the prerequisites, but services are built and deployed on Node.js 22.4.1 (node:22.4.1-alpine)') },
    ])
    expect(prerequisiteVersions(tree('## Prerequisites\n\n- Python 3.12.'))).toHaveLength(1)
    expect(prerequisiteVersions(tree('## Prerequisites\n\n- Node.js 22 and npm; Python 3.11; Java 17.'))).toEqual([])
    expect(prerequisiteVersions(tree('## Prerequisites\n\n- Dart 3.9, whose image floats.'))).toEqual([])
    expect(prerequisiteVersions(tree('## Prerequisites\n\n- <BuildRuntime language="typescript" /> or later, and npm.'))).toEqual([])
  })
})
