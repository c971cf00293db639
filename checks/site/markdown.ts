/** Markdown outside code, where a component or an ES module statement left behind would show. */
function prose(markdown: string): string {
  return markdown.replace(/^ *(`{3,})[^\n]*\n[\s\S]*?^ *\1 *$/gm, '').replace(/(`+)[\s\S]*?\1/g, '')
}

/** The first piece of MDX (a JSX tag, an import or an export) left in Markdown prose, if any. */
export function mdxLeftover(markdown: string): string | undefined {
  return /(?<!\\)<[A-Z][A-Za-z]*|^import\s[^\n]*\bfrom\s*['"]|^export\s+(const|let|function|default)\b/m.exec(prose(markdown))?.[0]
}

export interface TwinExpectation {
  /** Where the page's Markdown is served, e.g. `/docs/apis.md`. */
  markdownPath: string
  title: string
}

/**
 * Each page's Markdown twin must be served, open with `# {title}` and hold no MDX. `read` gives what the server
 * answers at a path, or undefined when it answers no file there.
 */
export function checkMarkdownTwins(pages: readonly TwinExpectation[], read: (path: string) => string | undefined): string[] {
  const problems: string[] = []
  for (const { markdownPath, title } of pages) {
    const text = read(markdownPath)
    if (text === undefined) problems.push(`${markdownPath}: not served`)
    else if (!text.startsWith(`# ${title}\n`)) problems.push(`${markdownPath}: starts ${JSON.stringify(text.slice(0, 60))}`)
    else {
      const leftover = mdxLeftover(text)
      if (leftover) problems.push(`${markdownPath}: MDX left over: ${leftover}`)
    }
  }
  return problems
}

/** The paths of the links in llms.txt's lists (`- [Title](https://…/docs/apis.md): …`), in order. */
export function llmsTxtLinks(text: string): string[] {
  return [...text.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((match) => new URL(match[1] ?? '').pathname)
}

/** Agents cut a file off at about 100,000 characters; each llms file stays well under. */
export const LLMS_FILE_LIMIT = 50_000

/**
 * The root llms.txt at `rootPath` and the part files its lists link (`.txt`): each served and under the limit, and
 * together linking each expected Markdown path exactly once, as checkLlmsTxt checks one file.
 */
export function checkLlmsFiles(rootPath: string, expected: readonly string[], read: (path: string) => string | undefined): string[] {
  const root = read(rootPath)
  if (root === undefined) return [`${rootPath}: not served`]
  const parts = llmsTxtLinks(root).filter((path) => path.endsWith('.txt'))
  const problems: string[] = []
  const texts: string[] = []
  for (const path of [rootPath, ...parts]) {
    const text = read(path)
    if (text === undefined) problems.push(`${path}: not served`)
    else if (text.length > LLMS_FILE_LIMIT) problems.push(`${path}: ${text.length} characters, over ${LLMS_FILE_LIMIT}`)
    if (text !== undefined) texts.push(path === rootPath ? text.replace(/^- \[[^\]]*\]\([^)]+\.txt\).*$/gm, '') : text)
  }
  if (parts.length === 0) problems.push(`${rootPath}: links no part file`)
  return [...problems, ...checkLlmsTxt(texts.join('\n'), expected, (path) => read(path) !== undefined)]
}

/** llms.txt must link each expected Markdown path exactly once, nothing else, and only to paths that are served. */
export function checkLlmsTxt(text: string, expected: readonly string[], served: (path: string) => boolean): string[] {
  const counts = new Map<string, number>()
  for (const path of llmsTxtLinks(text)) counts.set(path, (counts.get(path) ?? 0) + 1)
  const problems: string[] = []
  for (const path of expected) if (!counts.has(path)) problems.push(`${path}: not linked`)
  const wanted = new Set(expected)
  for (const [path, count] of counts) {
    if (!wanted.has(path)) problems.push(`${path}: linked but not a page's Markdown`)
    if (count > 1) problems.push(`${path}: linked ${count} times`)
    if (!served(path)) problems.push(`${path}: not served`)
  }
  return problems
}
