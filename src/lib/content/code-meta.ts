/** Options a code fence may carry after its language: ```ts title="Create an API" label=api.ts tag=GET */
export interface CodeMeta {
  title?: string
  label?: string
  tag?: string
  /** Why this TypeScript example is exempt from the type-check; shown to readers. */
  untested?: string
  /** The other tool this example is written for, on pages that compare Nitric with it; such code is not Nitric's. */
  tool?: string
}

const KEYS = new Set(['title', 'label', 'tag', 'untested', 'tool'])

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = {}
  if (!meta) return result
  const pattern = /(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g
  for (const match of meta.matchAll(pattern)) {
    const key = match[1] ?? ''
    if (!KEYS.has(key)) throw new Error(`unknown code block option "${key}" (use title, label, tag, untested or tool)`)
    result[key as keyof CodeMeta] = match[2] ?? match[3] ?? match[4] ?? ''
  }
  return result
}
