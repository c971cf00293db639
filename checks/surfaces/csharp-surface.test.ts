import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { csharpSurface } from './csharp-surface'

const dir = mkdtempSync(path.join(os.tmpdir(), 'csharp-surface-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('csharpSurface', () => {
  it('lists public methods as Class.Method, once per overload set, without constructors, properties or overrides', () => {
    writeFileSync(
      path.join(dir, 'Storage.cs'),
      [
        'namespace Nitric.Sdk.Storage',
        '{',
        '    public enum FileMode { Read, Write }',
        '    public class Bucket',
        '    {',
        '        internal Bucket() => throw null;',
        '        public Bucket(string name) => throw null;',
        '        public string Name { get => throw null; }',
        '        public File File(string key) => throw null;',
        '        public List<File> Files() => throw null;',
        '        public void On(BucketNotificationType type, string prefix, params Middleware<FileNotificationContext>[] middleware) => throw null;',
        '        public void On(BucketNotificationType type, string prefix, Func<FileNotificationContext, FileNotificationContext> handler) => throw null;',
        '        internal void Hidden() => throw null;',
        '        public override string ToString() => throw null;',
        '    }',
        '    public delegate TCtx Middleware<TCtx>(TCtx ctx, Func<TCtx, TCtx> next);',
        '    public class Query<TDocument>',
        '    {',
        '        public static Query<TDocument> Where(string operand, string op, string value) => throw null;',
        '        public CollectionRef<TSub> Collection<TSub>(string name) => throw null;',
        '    }',
        '}',
      ].join('\n'),
    )
    expect(csharpSurface(dir)).toEqual(['Bucket.File', 'Bucket.Files', 'Bucket.On', 'Query.Where', 'Query.Collection'])
  })

  it('reads the 0.15.1 stubs', () => {
    const surface = csharpSurface(path.join(process.cwd(), 'tests/sdk-stubs/csharp/0.15.1'))
    expect(surface).toEqual(expect.arrayContaining(['Nitric.Api', 'Nitric.Run', 'ApiResource.Get', 'ApiRoute.Get', 'File.GetDownloadUrl', 'Query.Where', 'ReceivedTask.Complete']))
  })
})
