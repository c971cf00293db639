import type { InlineCode } from 'mdast'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { CliModel } from '../../checks/cli/check'
import { CLI_RELEASE } from '@/lib/cli/commands'
import { coverageProblems, pageSections } from '../../checks/cli/coverage'
import { nitricInvocations } from '../../checks/cli/shell'
import { pageTree } from '@/lib/content/page-tree'
import { readPageSource } from '@/lib/content/pages'
import { codeExamples } from '../../checks/examples/extract'
import { site } from '@/lib/site/site'

const docs = site()
const model = new CliModel(CLI_RELEASE)
const treeOf = (route: string) => {
  const page = docs.page(route)
  if (!page) throw new Error(`no page ${route}`)
  return pageTree(readPageSource(page), page.file).tree
}

describe(`the CLI reference documents nitric ${CLI_RELEASE.version}`, () => {
  it('answers every route the previous site had for the CLI, environment, container and preview pages', () => {
    const routes = [
      '/reference/cli',
      '/reference/cli/installation',
      '/reference/cli/local-development',
      '/reference/cli/stacks',
      '/reference/env',
      '/reference/custom-containers',
      '/reference/preview-features',
    ]
    expect(routes.filter((route) => !docs.exists(route))).toEqual([])
  })

  it('names every preview flag of the release in the preview features overview', () => {
    const page = docs.page('/reference/preview-features')
    if (!page) throw new Error('no page /reference/preview-features')
    const overview = readPageSource(page)
    expect(CLI_RELEASE.previewFeatures.filter(({ name }) => !overview.includes(`\`${name}\``))).toEqual([])
  })

  it('gives every command and flag of the release an entry on /reference/cli, and nothing the release lacks', () => {
    expect(coverageProblems(model, pageSections(treeOf('/reference/cli')))).toEqual([])
  })

  it('uses only commands and flags of the release in every nitric command of every shell example on the site', () => {
    let count = 0
    const problems = docs.pages.flatMap((page) =>
      codeExamples(treeOf(page.route))
        .filter((example) => example.language === 'bash')
        .flatMap((example) =>
          nitricInvocations(example.code).flatMap((invocation) => {
            count += 1
            // The fence's own line is the opening ```; its code starts on the next.
            return model.resolve(invocation.argv).problems.map((problem) => `${page.file}:${example.line + 1 + invocation.line}: ${problem}`)
          }),
        ),
    )
    expect(problems).toEqual([])
    expect(count).toBeGreaterThan(CLI_RELEASE.commands.length)
  }, 60_000)

  it('uses only commands and flags of the release in inline code that starts with nitric, such as `nitric up --ci`', () => {
    const problems: string[] = []
    for (const page of docs.pages) {
      visit(treeOf(page.route), 'inlineCode', (node: InlineCode) => {
        for (const invocation of nitricInvocations(node.value)) {
          problems.push(...model.resolve(invocation.argv).problems.map((problem) => `${page.file}:${node.position?.start.line ?? 0}: ${problem}`))
        }
      })
    }
    expect(problems).toEqual([])
  }, 60_000)
})
