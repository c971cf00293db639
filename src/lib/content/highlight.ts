import type { Element, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { createHighlighter, type Highlighter } from 'shiki'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import { canonicalLanguage } from '../code/languages'
import { parseCodeMeta } from './code-meta'

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const

export const CODE_LANGUAGES = [
  'typescript', 'javascript', 'tsx', 'python', 'go', 'dart', 'java', 'kotlin', 'csharp', 'bash', 'shellsession',
  'powershell', 'json', 'yaml', 'toml', 'dockerfile', 'hcl', 'sql', 'graphql', 'diff', 'groovy', 'xml', 'ini', 'bicep', 'jinja', 'prisma',
] as const


let highlighter: Promise<Highlighter> | undefined

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...CODE_LANGUAGES] })
  return highlighter
}

/**
 * Highlights every fenced code block at build time with both themes as CSS variables, and leaves on the `pre`
 * what the code block component needs: the language, the raw source for copying, and the fence's options.
 */
export const rehypeHighlight: Plugin<[], Root> = () => async (tree, file) => {
  function fail(reason: string, node: Element): never {
    const message = file.message(reason, node)
    message.fatal = true
    throw message
  }
  const blocks: Array<{ node: Element; parent: Element | Root; index: number }> = []
  visit(tree, 'element', (node: Element, index, parent) => {
    const code = node.children[0]
    if (node.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code' || index === undefined || !parent) return
    blocks.push({ node, parent: parent as Element | Root, index })
  })
  if (blocks.length === 0) return
  const shiki = await getHighlighter()
  for (const { node, parent, index } of blocks) {
    const code = node.children[0] as Element
    const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : []
    const declared = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length)
    if (!declared) fail('code block without a language: write ```text for plain text', node)
    const language = canonicalLanguage(declared)
    // `text` is Shiki's built-in plain language and needs no grammar.
    if (language !== 'text' && !shiki.getLoadedLanguages().includes(language)) fail(`unknown code language "${declared}"`, node)
    let meta
    try {
      meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta)
    } catch (error) {
      fail((error as Error).message, node)
    }
    const raw = toString(code).replace(/\n$/, '')
    const highlighted = shiki.codeToHast(raw, { lang: language, themes: CODE_THEMES, defaultColor: false })
    const pre = highlighted.children[0] as Element
    pre.properties = { ...pre.properties, language, raw, ...meta }
    parent.children[index] = pre
  }
}
