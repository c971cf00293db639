import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadDartSurface } from '../../surfaces/dart-surface'
import { SDK_REGISTRY } from '@/lib/sdks/registry'
import { formatProblem, type PageExample } from '../harness'
import { checkDartPage, dartChecker } from './dart'

const surface = loadDartSurface(path.join(process.cwd(), 'tests/sdk-stubs/dart/1.5.0'))
const thirdParty = new Set(['uuid'])

function program(body: string): string {
  return ["import 'package:nitric_sdk/nitric.dart';", '', 'void main() {', body, '}'].join('\n')
}

async function problems(...codes: string[]): Promise<string[][]> {
  const results = await checkDartPage(
    codes.map((code) => ({ code })),
    surface,
    thirdParty,
  )
  return results.map((found) => found.map((problem) => `${problem.line}: ${problem.message}`))
}

describe('the Dart checker', () => {
  it('passes a correct service', async () => {
    const code = program(`  final api = Nitric.api("shop", opts: ApiOptions(basePath: "/v1"));
  final files = Nitric.bucket("files").allow([BucketPermission.read]);
  api.get("/files/:name", (ctx) async {
    final file = files.file(ctx.req.pathParams["name"]!);
    ctx.res.json({"url": await file.getDownloadUrl(300)});
    for (final other in await files.files(prefix: "a/")) {
      print(other.key);
    }
    return ctx;
  }, middlewares: [(ctx) async => ctx.next()]);`)
    expect(await problems(code)).toEqual([[]])
  })

  it('reports a method the type lacks, on the line a reader sees it', async () => {
    const found = await problems(program('  final files = Nitric.bucket("files").allow([BucketPermission.read]);\n  files.file("a").download();'))
    expect(found).toEqual([[expect.stringMatching(/^5: File\.download\(\) does not exist in nitric_sdk 1\.5\.0 \(it has delete, read, write, exists, getDownloadUrl, getUploadUrl, key\)/)]])
  })

  it('reports a member of a handler context the SDK does not have', async () => {
    const found = await problems(program('  Nitric.api("a").get("/", (ctx) async {\n    print(ctx.req.params);\n    return ctx;\n  });'))
    expect(found).toEqual([[expect.stringMatching(/^5: HttpRequest has no member params/)]])
  })

  it('reports a named argument the method does not take, and a wrong number of positional ones', async () => {
    const found = await problems(
      program('  Nitric.api("a").get("/", (ctx) async => ctx, middleware: []);'),
      program('  Nitric.topic("t").allow([TopicPermission.publish]).publish({"a": 1}, 5);'),
    )
    expect(found).toEqual([
      [expect.stringMatching(/^4: Api\.get\(\) has no named parameter middleware \(it takes security, middlewares\)/)],
      [expect.stringMatching(/^4: Topic\.publish\(\) takes 1 positional argument/)],
    ])
  })

  it('reports a syntax error at its line, and nothing else about that example', async () => {
    const found = await problems(program('  final api = Nitric.api("a")\n  api.get("/", (ctx) async { return ctx; });'))
    expect(found).toEqual([[expect.stringMatching(/^4: syntax error/)]])
  })

  it('reports a library the release does not have, and an SDK name used without its import', async () => {
    const found = await problems(
      "import 'package:nitric_sdk/src/api/api.dart';\n\nvoid main() {}",
      "import 'package:nitric_sdk/resources.dart';\n\nvoid main() {\n  Nitric.api('a');\n}",
    )
    expect(found).toEqual([
      [expect.stringMatching(/^1: package:nitric_sdk\/src\/api\/api\.dart is not a public library/)],
      [expect.stringMatching(/^4: Nitric is not imported/)],
    ])
  })

  it('reports a handler that does not return its context, and a value an enum lacks', async () => {
    const found = await problems(program('  Nitric.schedule("s").every("5 minutes", (ctx) async {\n    print(ctx.req.scheduleName);\n  });\n  Nitric.kv("k").allow([KeyValueStorePermission.write]);'))
    expect(found).toEqual([[expect.stringMatching(/^4: a handler must return its context/), expect.stringMatching(/^7: KeyValueStorePermission has no value write/)]])
  })

  it('reports an assignment to a field the context lacks, and a stream read without await for', async () => {
    const found = await problems(program('  final kv = Nitric.kv("k").allow([KeyValueStorePermission.get]);\n  Nitric.topic("t").subscribe((ctx) async {\n    ctx.res.status = 500;\n    for (final key in await kv.keys()) {\n      print(key);\n    }\n    return ctx;\n  });'))
    expect(found).toEqual([[expect.stringMatching(/^6: MessageResponse has no member status/), expect.stringMatching(/^7: a Stream<String> is read with `await for`/)]])
  })

  it('follows relative imports between the examples of one page', async () => {
    const results = await checkDartPage(
      [
        { code: "import 'package:nitric_sdk/nitric.dart';\n\nfinal uploads = Nitric.bucket('uploads');", file: 'common/resources.dart' },
        { code: "import '../common/resources.dart';\n\nvoid main() {\n  uploads.allow([BucketPermission.read]).fille('a');\n}", file: 'services/api.dart' },
        { code: "import '../common/missing.dart';\n\nvoid main() {}", file: 'services/other.dart' },
      ],
      surface,
      thirdParty,
    )
    expect(results.map((found) => found.map((problem) => `${problem.line}: ${problem.message}`))).toEqual([
      [],
      [expect.stringMatching(/^4: Bucket\.fille\(\) does not exist/), expect.stringMatching(/^4: BucketPermission is not imported/)],
      [expect.stringMatching(/^1: \.\.\/common\/missing\.dart is not an example on this page/)],
    ])
  })

  it('reports problems at the MDX file and line', async () => {
    const dart = SDK_REGISTRY.find((sdk) => sdk.key === 'dart')!
    const base: Omit<PageExample, 'code' | 'line'> = { language: 'dart', untested: undefined, tool: undefined, file: undefined, route: '/x', page: 'content/x.mdx' }
    const found = await dartChecker.check({ sdk: dart, version: { version: 'v1', release: '1.5.0', surface: 'tests/sdk-stubs/dart/1.5.0' }, examples: [{ ...base, line: 30, code: program('  Nitric.queue("q").allow([QueuePermission.enqueue]).send([]);') }] }, '')
    expect(found.map(formatProblem)).toEqual([expect.stringMatching(/^content\/x\.mdx:34: Queue\.send\(\) does not exist/)])
  })
})
