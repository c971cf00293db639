import { parse } from '@cdktf/hcl2json'

export interface TerraformProblem {
  /** 1-based line inside the file. */
  line: number
  message: string
}

/** Whether a fence holds Terraform: HCL, or any fence labelled as a `.tf` file. */
export function isTerraformExample(language: string, label: string | undefined): boolean {
  return language === 'hcl' || (label !== undefined && /\.tf$/.test(label))
}

/**
 * Parses Terraform configuration with HashiCorp's HCL parser (compiled to WebAssembly in `@cdktf/hcl2json`): syntax
 * errors, unclosed blocks and bad expressions are reported at their line, as `terraform validate` would before it
 * looks at providers.
 */
export async function checkTerraform(text: string, file = 'main.tf'): Promise<TerraformProblem[]> {
  try {
    await parse(file, text)
    return []
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // The parser's diagnostics read `file:line,column-…: summary; detail`, several in one message.
    const found = [...message.matchAll(/[^\s[:]+\.tf:(\d+),\d+(?:-\d+(?:,\d+)?)?: ([^\]]+?)(?=, [^\s[:]+\.tf:\d|\]|$)/g)]
    if (found.length === 0) return [{ line: 1, message }]
    return found.map((match) => ({ line: Number(match[1]), message: (match[2] ?? '').trim() }))
  }
}
