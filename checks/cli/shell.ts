/**
 * Finds the `nitric …` command lines in a shell example, as a shell would split them: quotes group words, a trailing
 * backslash continues a line, `#` starts a comment, and `&&`, `||`, `;`, `|` and `&` separate commands. A command counts
 * when `nitric` is its first word after any `NAME=value` assignments (and a copied `$` prompt).
 */

export interface ShellInvocation {
  /** Zero-based line of the example the command starts on. */
  line: number
  /** The words after `nitric`. */
  argv: string[]
}

type Token = { word: string } | { operator: string } | { redirect: string }

const OPERATORS = ['&&', '||', ';', '|', '&']
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/

/** Splits one logical line into words and operators; unterminated quotes run to the end of the line. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let word = ''
  let inWord = false
  let i = 0
  const endWord = () => {
    if (inWord) tokens.push({ word })
    word = ''
    inWord = false
  }
  while (i < text.length) {
    const char = text[i]!
    if (char === "'" || char === '"') {
      const close = text.indexOf(char, i + 1)
      const end = close === -1 ? text.length : close
      word += text.slice(i + 1, end)
      inWord = true
      i = end + 1
      continue
    }
    if (char === '#' && !inWord) break
    if (/\s/.test(char)) {
      endWord()
      i += 1
      continue
    }
    // `>`, `>>`, `<`, `2>`, `2>&1`: the word after one is a file, not an argument, and a number just before is its
    // file descriptor.
    if (char === '>' || char === '<') {
      if (/^\d+$/.test(word)) inWord = false
      endWord()
      const redirect = /^(>>|>&|>|<&|<)(\d+|-)?/.exec(text.slice(i))![0]
      tokens.push({ redirect })
      i += redirect.length
      continue
    }
    const operator = OPERATORS.find((op) => text.startsWith(op, i))
    if (operator) {
      endWord()
      tokens.push({ operator })
      i += operator.length
      continue
    }
    word += char
    inWord = true
    i += 1
  }
  endWord()
  return tokens
}

/** Joins lines ending in a backslash with the next, remembering where each logical line starts. */
function logicalLines(code: string): Array<{ line: number; text: string }> {
  const lines: Array<{ line: number; text: string }> = []
  let current: { line: number; text: string } | undefined
  code.split('\n').forEach((raw, index) => {
    const continued = /\\\s*$/.test(raw)
    const text = continued ? raw.replace(/\\\s*$/, ' ') : raw
    if (current) current.text += text
    else current = { line: index, text }
    if (!continued) {
      lines.push(current)
      current = undefined
    }
  })
  if (current) lines.push(current)
  return lines
}

export function nitricInvocations(code: string): ShellInvocation[] {
  const invocations: ShellInvocation[] = []
  for (const { line, text } of logicalLines(code)) {
    let words: string[] = []
    const finish = () => {
      let start = 0
      if (words[start] === '$') start += 1
      while (start < words.length && ASSIGNMENT.test(words[start]!)) start += 1
      if (words[start] === 'nitric') invocations.push({ line, argv: words.slice(start + 1) })
      words = []
    }
    let target = false
    for (const token of tokenize(text)) {
      if ('operator' in token) finish()
      else if ('redirect' in token) target = !/&(\d+|-)$/.test(token.redirect)
      else if (target) target = false
      else words.push(token.word)
    }
    finish()
  }
  return invocations
}
