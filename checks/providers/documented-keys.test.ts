import { describe, expect, it } from 'vitest'
import { parsePage } from '@/lib/content/page-tree'
import { documentedKeys, formatDefault } from './documented-keys'

describe('documentedKeys', () => {
  it('reads a heading that is one code span with a tag and a label as a key', () => {
    const { tree } = parsePage(
      [
        '---',
        'title: Configuration',
        '---',
        '',
        '## Services',
        '',
        "### `memory` {{ tag: 'integer', label: 'config.<name>.lambda.memory' }}",
        '',
        'Memory in MB.',
        '',
        'Default: `128`. More text.',
        '',
        "### `nitric up` {{ label: 'a command' }}",
        '',
        "### Create a route {{ tag: 'POST', label: '/routes' }}",
        '',
        "### `timeout` and more {{ tag: 'integer', label: 'x' }}",
      ].join('\n'),
      'config.mdx',
    )
    expect(documentedKeys(tree)).toEqual([{ path: 'config.<name>.lambda.memory', type: 'integer', key: 'memory', default: '128', id: 'memory', line: 7 }])
  })
})

describe('formatDefault', () => {
  it('writes strings bare and other values as JSON', () => {
    expect(formatDefault('UTC')).toBe('UTC')
    expect(formatDefault(0.5)).toBe('0.5')
    expect(formatDefault(['optimal'])).toBe('["optimal"]')
  })
})
