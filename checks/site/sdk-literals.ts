import ts from 'typescript'

/**
 * What the site's code must not spell out itself, derived from the registry and the content: each SDK's key (the
 * `/reference/{key}` segment), and each reference page's path below its version root (`api/api-get`). Reading these
 * facts from the registry or the Site keeps one door for them; a literal copy goes stale when an SDK, a version or a
 * page changes.
 */
export interface SdkFacts {
  keys: readonly string[]
  /** Paths of reference pages below their version root, of two segments or more (one segment is a common word). */
  slugs: readonly string[]
}

export interface SdkLiteral {
  line: number
  text: string
  problem: string
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Where a template literal's expressions were: text around them is judged as if they were a segment. */
const HOLE = '${}'

/**
 * Places where a quoted word that happens to be an SDK key names something else, so the bare word is not an SDK
 * reference there (a route into a reference still is).
 */
const OTHER_MEANINGS: Array<{ why: string; holds: (literal: ts.Node) => boolean }> = [
  {
    // Python, Go, Dart and C# examples are fenced with their SDK's key as the language (`python`): a table of fence
    // languages (the CLI's default builds) names languages, which the registry maps to SDKs, not SDKs.
    why: "a code fence's language, which for four SDKs is spelt like the key",
    holds: (literal) => (ts.isPropertyAssignment(literal.parent) || ts.isJsxAttribute(literal.parent)) && literal.parent.name.getText() === 'language',
  },
  {
    // Next.js names its server runtime `nodejs` (beside `edge`) in NEXT_RUNTIME.
    why: "Next.js's name for its Node.js runtime",
    holds: (literal) => ts.isBinaryExpression(literal.parent) && [literal.parent.left, literal.parent.right].some((side) => side.getText() === 'process.env.NEXT_RUNTIME'),
  },
]

function problemsOf(text: string, facts: SdkFacts, literal: ts.Node): string[] {
  const problems: string[] = []
  const key = facts.keys.find((candidate) => text === candidate)
  if (key && !OTHER_MEANINGS.some((meaning) => meaning.holds(literal))) problems.push(`the SDK key '${key}' as a string: read it from the registry`)
  for (const candidate of facts.keys) {
    if (new RegExp(`/reference/${escape(candidate)}(?![\\w-])`).test(text)) problems.push(`a route into the ${candidate} reference: read it from the Site's route data or reference versions`)
  }
  // A version segment right under an SDK's folder, whichever way the SDK is named (`/reference/${sdk.key}/v0`).
  if (/\/reference\/[^/\s'"`]+\/v\d+(?![\w-])/.test(text)) problems.push("a reference version's path: read versions from the registry")
  // As a route's tail, at the start or after an expression (`${root}/api/api-get`); a path into a repository that
  // happens to share two segments (`pkg/cloud/sql/sql.go`) is not one.
  const slug = facts.slugs.find((candidate) => new RegExp(`^(${escape(HOLE)})?/?${escape(candidate)}(?![\\w-])`).test(text))
  if (slug) problems.push(`the reference page slug '${slug}': read pages from the Site`)
  return problems
}

/**
 * The string and template literals of a TypeScript or TSX source that name an SDK, a reference version or a
 * reference page: quoted strings, JSX attribute values and the text of template literals. Comments, JSX text and
 * identifiers are not literals and are never read.
 */
export function sdkLiterals(source: string, file: string, facts: SdkFacts): SdkLiteral[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: SdkLiteral[] = []
  const judge = (node: ts.Node, text: string) => {
    for (const problem of problemsOf(text, facts, node)) found.push({ line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1, text, problem })
  }
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) judge(node, node.text)
    else if (ts.isTemplateExpression(node)) judge(node, node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join(''))
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}
