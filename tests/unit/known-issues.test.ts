import { describe, expect, it } from 'vitest'
import { readPageSource } from '@/lib/content/pages'
import { knownIssues } from '@/lib/known-issues/known-issues'
import { site } from '@/lib/site/site'

const docs = site()

/**
 * The values of one attribute of a fact component in a page's source (`<KnownIssue id="…" />`). Read from the text,
 * not a parse: the check runs over every page, and fact components take only string attributes.
 */
function factUses(route: string, name: string, attribute: string): string[] {
  const page = docs.page(route)
  if (!page) throw new Error(`no page ${route}`)
  const pattern = new RegExp(`<${name}\\s[^>]*\\b${attribute}="([^"]+)"`, 'g')
  return [...readPageSource(page).matchAll(pattern)].map((match) => match[1] ?? '')
}

describe('known issues', () => {
  const products = knownIssues()

  it('each product (the CLI, the providers, every SDK reference version) has a page listing them, linked from its index', () => {
    const problems = products.flatMap((product) => {
      if (!docs.exists(product.route)) return [`${product.key}: no page ${product.route}`]
      const index = product.index
      const page = docs.page(index)
      return [
        ...(factUses(product.route, 'KnownIssues', 'product').includes(product.key) ? [] : [`${product.route} does not show <KnownIssues product="${product.key}" />`]),
        ...(page && readPageSource(page).includes(`](${product.route})`) ? [] : [`${index} does not link to ${product.route}`]),
      ]
    })
    expect(problems).toEqual([])
    expect(products.map((product) => product.key)).toEqual(expect.arrayContaining(['cli', 'providers', 'runtime-v0', 'csharp-v0', 'jvm-v0', 'dart-v1']))
  })

  it('shows each issue on exactly the pages it names', () => {
    const named = new Map<string, string>(products.flatMap((product) => product.issues.flatMap((issue) => issue.pages.map((route) => [`${route} ${issue.id}`, issue.id] as const))))
    const shown = new Set(docs.pages.flatMap((page) => factUses(page.route, 'KnownIssue', 'id').map((id) => `${page.route} ${id}`)))
    expect([...named.keys()].filter((key) => !shown.has(key)).map((key) => `${key}: named in the data, but the page has no <KnownIssue>`)).toEqual([])
    expect([...shown].filter((key) => !named.has(key)).map((key) => `${key}: the page shows it, but the issue does not name the page`)).toEqual([])
  })
})
