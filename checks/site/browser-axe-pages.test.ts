import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { site } from '@/lib/site/site'
import { contentChangedSinceMain, pageFeatures, routesOfChangedFiles, uncoveredFeatures } from './browser-axe-pages'

const mdx = (frontmatter: string, body: string) => `---\ntitle: T\n${frontmatter}---\n\n${body}\n`

describe('pageFeatures', () => {
  it('names components with their attributes, code options, headings, Markdown elements and frontmatter fields', () => {
    const source = mdx(
      "introduced_in: '1.3.0'\n",
      [
        '## Create {{ tag: "POST" }}',
        '',
        '<Properties>',
        '  <Property name="x" type="string" required>',
        '    <Properties nested><Property name="y" type="number">Y</Property></Properties>',
        '  </Property>',
        '</Properties>',
        '',
        '```ts tool="AWS CDK" title="Stack"',
        'const a = 1',
        '```',
        '',
        '| a |',
        '| - |',
        '| 1 |',
        '',
        '1. *one*',
      ].join('\n'),
    )
    expect([...pageFeatures(site().routeData('/apis'), source, 'content/apis.mdx')].sort()).toEqual(
      [
        '<Properties>',
        '<Properties nested>',
        '<Property>',
        '<Property name>',
        '<Property required>',
        '<Property type>',
        'code fence',
        'code fence title=',
        'code fence tool=',
        'emphasis',
        'frontmatter introduced_in',
        'frontmatter title',
        'h2',
        'h2 tag',
        'numbered list',
        'sidebar: section',
        'table',
      ].sort(),
    )
  })

  it('tells the home page, main-menu pages, reference pages and older versions apart', () => {
    expect(pageFeatures(site().routeData('/'), mdx('', 'Hi'), 'content/index.mdx')).toEqual(new Set(['frontmatter title', 'home page', 'sidebar: main']))
    expect(pageFeatures(site().routeData('/reference/nodejs/v0/api/api-get'), mdx('', 'Hi'), 'x.mdx')).toEqual(new Set(['frontmatter title', 'sidebar: section', 'version selector', 'notice: older-version']))
  })
})

describe('uncoveredFeatures', () => {
  const features = new Map([
    ['/a', new Set(['table', '<Note>'])],
    ['/b', new Set(['table', '<OSTabs>'])],
    ['/c', new Set(['<OSTabs>'])],
  ])

  it('is empty when the chosen pages show everything', () => {
    expect(uncoveredFeatures(features, ['/a', '/c'])).toEqual(new Map())
  })

  it('names each feature left out and the pages that have it', () => {
    expect(uncoveredFeatures(features, ['/a'])).toEqual(new Map([['<OSTabs>', ['/b', '/c']]]))
  })
})

describe('routesOfChangedFiles', () => {
  it('keeps content pages that still exist, as routes', () => {
    const routes = new Set(['/', '/apis', '/reference/nodejs'])
    expect(routesOfChangedFiles(['content/apis.mdx', 'content/reference/nodejs/index.mdx', 'content/index.mdx', 'content/gone.mdx', 'src/app/layout.tsx', 'content/images/x.png'], routes)).toEqual([
      '/',
      '/apis',
      '/reference/nodejs',
    ])
  })
})

describe('contentChangedSinceMain', () => {
  it('lists content files committed, changed or added since the branch left main, and nothing without main', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'changed-content-'))
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: repo, stdio: 'ignore' })
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
      writeFileSync(path.join(repo, file), text)
    }
    try {
      git('init', '-q', '-b', 'trunk')
      write('content/apis.mdx', 'a')
      write('content/sql.mdx', 'a')
      git('add', '.')
      git('commit', '-q', '-m', 'first')
      expect(contentChangedSinceMain(repo)).toBeUndefined()

      git('branch', 'main')
      git('checkout', '-q', '-b', 'feature')
      write('content/keyvalue.mdx', 'committed on the branch')
      write('src/page.tsx', 'not content')
      git('add', '.')
      git('commit', '-q', '-m', 'branch')
      git('checkout', '-q', 'main')
      write('content/storage.mdx', 'on main after the branch left')
      git('add', '.')
      git('commit', '-q', '-m', 'main moves on')
      git('checkout', '-q', 'feature')
      write('content/apis.mdx', 'changed, not committed')
      write('content/new/index.mdx', 'not yet added')

      const files = ['content/apis.mdx', 'content/keyvalue.mdx', 'content/new/index.mdx']
      expect(contentChangedSinceMain(repo)).toEqual({ base: 'main', files })
      // A clone of the branch alone knows main only as origin/main.
      git('update-ref', 'refs/remotes/origin/main', 'main')
      git('branch', '-q', '-D', 'main')
      expect(contentChangedSinceMain(repo)).toEqual({ base: 'origin/main', files })
    } finally {
      rmSync(repo, { recursive: true, force: true })
    }
  }, 30_000) // About twenty git commands: seconds on a busy machine.
})
