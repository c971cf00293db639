import { describe, expect, it } from 'vitest'
import { sdkVersionForFile, typescriptExamples } from './extract'

describe('typescriptExamples', () => {
  it('finds TypeScript and JavaScript fences with their lines, inside components too', () => {
    const source = [
      '---',
      'title: T',
      '---',
      '',
      '<CodeGroup>',
      '',
      '```ts',
      'const a = 1',
      '```',
      '',
      '```python',
      'a = 1',
      '```',
      '',
      '</CodeGroup>',
      '',
      '```js untested="Added in 1.3.0"',
      'b()',
      '```',
    ].join('\n')
    expect(typescriptExamples(source)).toEqual([
      { language: 'ts', code: 'const a = 1', line: 7, untested: undefined, tool: undefined, file: undefined },
      { language: 'js', code: 'b()', line: 17, untested: 'Added in 1.3.0', tool: undefined, file: undefined },
    ])
  })

  it('keeps a relative module path label as the example file, so examples can import each other', () => {
    const source = '---\ntitle: T\n---\n\n```ts label=resources/orders.ts\nexport const a = 1\n```\n\n```ts label=../evil.ts\nx\n```\n\n```ts label=nitric.yaml\ny\n```\n'
    expect(typescriptExamples(source).map((example) => example.file)).toEqual(['resources/orders.ts', undefined, undefined])
  })

  it('checks v0 reference pages against the v0 SDK and everything else against v1', () => {
    expect(sdkVersionForFile('content/reference/nodejs/v0/api/api.mdx')).toBe('v0')
    expect(sdkVersionForFile('content/reference/nodejs/v0/index.mdx')).toBe('v0')
    expect(sdkVersionForFile('content/reference/nodejs/api/api.mdx')).toBe('v1')
    expect(sdkVersionForFile('content/apis.mdx')).toBe('v1')
  })
})
