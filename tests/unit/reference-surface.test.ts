import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { csharpSurface } from '../../checks/surfaces/csharp-surface'
import { dartSurface } from '../../checks/surfaces/dart-surface'
import { goSurface } from '../../checks/surfaces/go-surface'
import { javaSurface } from '../../checks/surfaces/java-surface'
import { pythonSurface } from '../../checks/surfaces/python-surface'
import { publicSurface } from '../../checks/surfaces/surface'
import { site } from '@/lib/site/site'

/** How to read the public surface of an SDK release from its `surface` (registry), per SDK. */
const SURFACE_READERS: Record<string, (surface: string) => string[]> = {
  nodejs: (surface) => publicSurface(path.join(process.cwd(), surface, 'lib/index.d.ts')),
  // What a service imports: the resources (`nitric.resources`, its `__all__`) and the application it runs; before 1.0
  // also `nitric.api` (its `__all__`), the clients and message types the resources' references come from.
  python: (surface) => {
    const stubs = path.join(process.cwd(), surface)
    const api = existsSync(path.join(stubs, 'nitric/api')) ? ['nitric.api'] : []
    return pythonSurface(stubs, ['nitric.resources', 'nitric.application', ...api])
  },
  // A stub module of the release: `nitric.NewApi`, `apis.Api.Get`, `storage.BucketClient.ListFiles`.
  go: (surface) => goSurface(path.join(process.cwd(), surface)),
  // A JSON surface written from the release's sources: `Nitric.api`, `Api.get`, `File.getDownloadUrl`.
  dart: (surface) => dartSurface(path.join(process.cwd(), surface)),
  // The stub sources of the release: `Nitric.Api`, `ApiResource.Get`, `File.GetDownloadUrl`.
  csharp: (surface) => csharpSurface(path.join(process.cwd(), surface)),
  // Java stubs of the Kotlin SDK as Java sees it: `Nitric.api`, `ApiResource.get`, `ApiOptions.Builder.basePath`.
  jvm: (surface) => javaSurface(path.join(process.cwd(), surface)),
}

/** Go: exported because the resource packages share them, not because a service calls them. */
const CTX_PLUMBING = "how the SDK turns the Nitric server's message into the handler's context and back; handlers receive the context and never build one"
const WORKERS = 'the runtime that nitric.Run() drives and every constructor registers with (streams, declarations, policies); services never call it'

/**
 * Public SDK functions and methods deliberately without a page, with the reason, by SDK and version. Everything else
 * the release declares must be listed in the `symbols` of a page of the reference for that version.
 */
/** Dart: public because Dart has no package-private members, not because a service calls them. */
const DART_DECLARE = 'how Nitric.*() declares the resource and allow() its policy to the Nitric server; both call it for you'
const DART_WIRE = "turns the handler's context or response into the message the SDK sends back to the Nitric server"

const LEFT_OUT: Record<string, Record<string, string>> = {
  'nodejs@v1': {
    'AbstractRequest.json': 'base class of the request types; documented on each request type',
    'AbstractRequest.text': 'base class of the request types; documented on each request type',
  },
  'go@v1': {
    'apis.NewCtx': CTX_PLUMBING,
    'apis.Ctx.ToClientMessage': CTX_PLUMBING,
    'batch.NewCtx': CTX_PLUMBING,
    'batch.Ctx.ToClientMessage': CTX_PLUMBING,
    'schedules.NewCtx': CTX_PLUMBING,
    'schedules.Ctx.ToClientMessage': CTX_PLUMBING,
    'storage.NewCtx': CTX_PLUMBING,
    'storage.Ctx.ToClientMessage': CTX_PLUMBING,
    'topics.NewCtx': CTX_PLUMBING,
    'topics.Ctx.ToClientMessage': CTX_PLUMBING,
    'websockets.NewCtx': CTX_PLUMBING,
    'websockets.Ctx.ToClientMessage': CTX_PLUMBING,
    'workers.GetDefaultManager': WORKERS,
    'workers.New': WORKERS,
    'workers.HandleStream': WORKERS,
    'workers.Manager.AddWorker': WORKERS,
    'workers.Manager.RegisterPolicy': WORKERS,
    'workers.Manager.RegisterResource': WORKERS,
    'workers.Manager.Run': WORKERS,
    'workers.StdServerMsg.GetRegistrationResponse': WORKERS,
    'workers.Stream.Recv': WORKERS,
    'workers.Stream.Send': WORKERS,
    'workers.StreamWorker.Start': WORKERS,
  },
  'go@v0': {
    'documents.CollectionRef.ToWire': 'turns the reference into the protocol message the SDK sends to the Nitric server',
    ...Object.fromEntries(
      ['Http', 'Event', 'BucketNotification', 'Websocket', 'Default', 'WithApiWorkerOpts', 'WithRateWorkerOpts', 'WithCronWorkerOpts', 'WithSubscriptionWorkerOpts', 'WithBucketNotificationWorkerOptions', 'WithWebsocketWorkerOptions', 'Start', 'String'].map((method) => [
        `faas.HandlerBuilder.${method}`,
        'the worker that Api.Get(), Subscribe(), On() and the other registrations build and nitric.Run() starts; services never build one',
      ]),
    ),
    'faas.New': 'creates the HandlerBuilder that the registrations in the nitric package build for you',
    ...Object.fromEntries(
      ['GetHttp', 'GetEvent', 'GetBucketNotification', 'GetWebsocket', 'GetDefault'].map((method) => [`faas.HandlerProvider.${method}`, 'how a worker looks up its handlers inside the SDK']),
    ),
    'faas.NewWorkPool': "the pool that caps each worker's concurrent requests, used inside the SDK",
    ...Object.fromEntries(
      ['Http', 'Event', 'BucketNotification', 'Websocket'].map((method) => [`faas.TriggerContext.${method}`, 'the context of HandlerBuilder.Default() handlers, which no registration of the nitric package takes']),
    ),
    'faas.ComposeTriggerMiddleware': 'composes HandlerBuilder.Default() handlers, which no registration of the nitric package takes',
    'nitric.Starter.Start': 'the interface of the workers that nitric.Run() starts',
  },
  'dart@v1': {
    'Resource.asRequest': DART_DECLARE,
    'Resource.register': DART_DECLARE,
    'SecureResource.register': DART_DECLARE,
    'SecureResource.registerPolicy': DART_DECLARE,
    'SecureResource.permissionsToActions': DART_DECLARE,
    attachOidc: 'declares an API security definition; the SDK calls it for each rule in a security list',
    composeMiddleware: 'chains middleware and handler for each registration; services pass middlewares: instead',
    ...Object.fromEntries(
      ['HttpContext', 'IntervalContext', 'MessageContext', 'BlobEventContext', 'FileEventContext', 'WebsocketContext', 'JobContext'].map((context) => [`${context}.toResponse`, DART_WIRE]),
    ),
    ...Object.fromEntries(
      ['HttpResponse', 'IntervalResponse', 'MessageResponse', 'BlobEventResponse', 'WebsocketResponse', 'JobResponse'].map((response) => [`${response}.toWire`, DART_WIRE]),
    ),
  },
  'python@v1': {
    'Resource.make': 'how Nitric builds a resource the first time api(), bucket() and the other functions name it',
    'FunctionServer.start': 'the workers that Nitric.run() starts; services never start one themselves',
    'ScheduleServer.start': 'the worker that Nitric.run() starts for a schedule',
    'ScheduleServer.every': 'called by the schedule.every() decorator, which services use instead',
    'ScheduleServer.cron': 'called by the schedule.cron() decorator, which services use instead',
  },
  'csharp@v0': {
    ...Object.fromEntries(
      ['Http', 'Event', 'BucketNotification', 'FileNotification', 'Websocket', 'Start'].map((method) => [
        `Faas.${method}`,
        'the worker that Get(), Subscribe(), On() and the other registrations build and Nitric.Run() starts; services never build one',
      ]),
    ),
    // The clients are what With() builds its references with. Used directly they declare no resource and request no
    // permission, so the references the resource pages document are the way in.
    'DocumentsClient.Collection': 'the client behind Collection<T>().With(); documented there',
    'EventsClient.Topic': 'the client behind Topic<T>().With(); documented there',
    'EventsClient.List': 'lists topics through the client directly, which declares no resource or permission',
    'QueuesClient.Queue': 'the client behind Queue<T>().With(); documented there',
    'SecretsClient.Secret': 'the client behind Secret().With(); documented there',
    'Storage.Bucket': 'the client behind Bucket().With(); documented there',
    'WebsocketClient.Connection': 'the client behind WebsocketResource.Connection(); documented there',
    'Event.FromPayload': 'how EventRequest.Payload<T>() decodes the message a subscriber receives; documented there',
    'AbstractCollection.Depth': "the nesting depth that Collection<T>() checks against the SDK's limit of one level of sub-collections",
    'ApiResource.Details': 'returns an ApiDetails whose members are all internal in 0.15.1, so a service can read nothing from it',
  },
  'python@v0': {
    'Resource.make': 'how Nitric builds a resource the first time api(), bucket() and the other functions name it',
    'Schedule.start': 'starts the worker that Nitric.run() starts; services never call it',
    'CollectionGroupRef.to_collection_ref': 'the conversion query() makes for a collection group; not for services',
    'CollectionGroupRef.from_collection_ref': 'the reverse conversion, which nothing in the release calls',
    // The clients of `nitric.api` are what `.allow()` builds its references with. Used directly they declare no
    // resource and request no permission, so the references the resource pages document are the way in.
    'Events.topic': 'the client behind topic().allow(); documented there',
    'Events.topics': 'lists topics through the client directly, which declares no resource or permission',
    'Queues.queue': 'the client behind queue().allow(); documented there',
    'Storage.bucket': 'the client behind bucket().allow(); documented there',
    'Documents.collection': 'the client behind collection().allow(); documented there',
    'Secrets.secret': 'the client behind secret().allow(); documented there',
  },
}

const docs = site()
const references = docs.registry.flatMap((sdk) =>
  sdk.versions.flatMap((version) => {
    const pages = docs.pages.filter((page) => docs.routeData(page.route).reference?.version === version)
    return pages.length > 0 ? [{ sdk, version, pages }] : []
  }),
)

describe('each library reference documents the public surface of the release it names', () => {
  it('covers every SDK version with pages that has a surface to read', () => {
    const readable = references.filter(({ sdk, version }) => version.surface && SURFACE_READERS[sdk.key])
    expect(readable.map(({ sdk, version }) => `${sdk.key}@${version.version}`)).toEqual(['nodejs@v1', 'nodejs@v0', 'python@v1', 'python@v0', 'go@v1', 'go@v0', 'dart@v1', 'csharp@v0', 'jvm@v0'])
  })

  for (const { sdk, version, pages } of references) {
    const read = SURFACE_READERS[sdk.key]
    if (!read || !version.surface) continue
    const key = `${sdk.key}@${version.version}`
    const surface = read(version.surface)
    const leftOut = LEFT_OUT[key] ?? {}
    const documented = new Set(pages.flatMap((page) => page.frontmatter.symbols ?? []))
    const newer = new Set(pages.filter((page) => page.frontmatter.introduced_in).flatMap((page) => page.frontmatter.symbols ?? []))

    it(`${sdk.label} ${version.release}: every one of its ${surface.length} public functions and methods has a page`, () => {
      // A surface read wrongly (unbundled declarations, say) would come back nearly empty and leave nothing to miss.
      expect(surface.length).toBeGreaterThan(documented.size / 2)
      expect(surface.filter((symbol) => !documented.has(symbol) && !(symbol in leftOut))).toEqual([])
    })

    it(`${sdk.label} ${version.release}: pages name only symbols the release has, unless they document a newer one`, () => {
      expect([...documented].filter((symbol) => !surface.includes(symbol) && !newer.has(symbol))).toEqual([])
    })

    it(`${sdk.label} ${version.release}: nothing is both documented and listed as left out`, () => {
      expect(Object.keys(leftOut).filter((symbol) => documented.has(symbol) || !surface.includes(symbol))).toEqual([])
    })
  }
})
