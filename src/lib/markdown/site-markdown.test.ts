import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SDK_REGISTRY } from '../sdks/registry'
import { readSiteConfig } from '../site/config'
import { siteFromFolder } from '../site/site'
import { FAKE_SDK } from '../../../tests/fixtures/fake-sdk/site'

let dir: string
const config = readSiteConfig({})
const siteOf = () => siteFromFolder(dir, { registry: [...SDK_REGISTRY, FAKE_SDK], editorial: (links) => ({ docs: [{ links }] }) })
const asMap = (files: Array<{ file: string; content: string }>) => new Map(files.map(({ file, content }) => [file, content]))

/** The files as a process that never saw the earlier version of the content writes them. */
async function fresh() {
  vi.resetModules()
  const { siteMarkdownFiles } = await import('./site-markdown')
  return asMap(siteMarkdownFiles(siteOf(), config))
}

function edit(file: string, change: (source: string) => string) {
  const absolute = path.join(dir, file)
  writeFileSync(absolute, change(readFileSync(absolute, 'utf8')))
}

describe('the Markdown twins after an edit (npm run dev writes them again in one process)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'twins-'))
    cpSync('tests/fixtures/fake-sdk/content', dir, { recursive: true })
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('changes only the edited page when its body changes, and matches a fresh build', async () => {
    const { siteMarkdownFiles } = await import('./site-markdown')
    const before = asMap(siteMarkdownFiles(siteOf(), config))
    edit('apis.mdx', (source) => `${source}\nA sentence added while the server runs.\n`)
    const after = asMap(siteMarkdownFiles(siteOf(), config))
    const changed = [...after.keys()].filter((file) => after.get(file) !== before.get(file))
    expect(changed).toContain('apis.md')
    // The page's twin and its one-SDK twins (its code group holds TypeScript and the fixture SDK's Ruby), and llms-full.txt.
    expect(changed.every((file) => file === 'apis.md' || /^lang\/\w+\/apis\.md$/.test(file) || file.startsWith('llms'))).toBe(true)
    expect(after.get('apis.md')).toContain('A sentence added while the server runs.')
    expect(after).toEqual(await fresh())
  })

  it("writes every page again when a page's front matter changes, and matches a fresh build", async () => {
    const { siteMarkdownFiles } = await import('./site-markdown')
    siteMarkdownFiles(siteOf(), config)
    edit('apis.mdx', (source) => source.replace(/^title: .*$/m, 'title: Renamed APIs page'))
    const after = asMap(siteMarkdownFiles(siteOf(), config))
    expect(after.get('apis.md')).toContain('Renamed APIs page')
    expect(after).toEqual(await fresh())
  })
})
