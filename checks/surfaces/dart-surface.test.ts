import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { dartSurface } from './dart-surface'

const folder = mkdtempSync(path.join(tmpdir(), 'dart-surface-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

writeFileSync(
  path.join(folder, 'surface.json'),
  JSON.stringify({
    package: 'pkg',
    release: '1.0.0',
    tag: 'v1.0.0',
    libraries: {},
    handlers: {},
    enums: { Permission: ['publish'] },
    functions: { helper: { returns: 'void' } },
    callables: { Rule: { params: ['List<String> scopes'] } },
    classes: {
      Factory: { file: 'lib/f.dart', static: { topic: { params: ['String name'], returns: 'Topic' } } },
      Topic: { file: 'lib/resources/topic.dart', constructor: { params: ['String name'] }, methods: { subscribe: {}, allow: {} } },
      'api/Topic': { name: 'Topic', file: 'lib/api/topic.dart', fields: { name: 'String' }, methods: { publish: {} } },
      Options: { file: 'lib/o.dart', constructor: { named: { path: 'String' } }, fields: { path: 'String' } },
    },
  }),
)

describe('the Dart surface reader', () => {
  it('lists functions, static and instance methods under the declared class names, without constructors, fields or enums', () => {
    expect(dartSurface(folder)).toEqual(['Factory.topic', 'Topic.allow', 'Topic.publish', 'Topic.subscribe', 'helper'])
  })

  it('reads the 1.5.0 stubs with the names the reference pages use', () => {
    const surface = dartSurface(path.join(process.cwd(), 'tests/sdk-stubs/dart/1.5.0'))
    expect(surface).toEqual(expect.arrayContaining(['Nitric.api', 'Api.get', 'Route.all', 'File.getDownloadUrl', 'Topic.publish', 'Topic.subscribe', 'KeyValueStore.keys']))
    expect(surface.filter((symbol) => symbol.includes('/'))).toEqual([])
  })
})
