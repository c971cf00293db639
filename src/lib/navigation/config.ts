import type { FullNav, NavGroup, NavLink } from './types'

/**
 * The site's sidebars. Every href must be a page in content/ and every page must appear here: a unit test
 * holds both ways. Later sections add their pages and links together.
 */

const buildingBlocks: NavLink[] = [
  { href: '/apis', title: 'APIs', icon: 'api' },
  { href: '/http', title: 'HTTP', icon: 'http' },
  { href: '/keyvalue', title: 'Key Value Stores', icon: 'keyvalue' },
  { href: '/sql', title: 'SQL Databases', icon: 'sql' },
  { href: '/schedules', title: 'Schedules', icon: 'schedule' },
  { href: '/storage', title: 'Storage', icon: 'storage' },
  { href: '/messaging', title: 'Messaging', icon: 'messaging' },
  { href: '/secrets', title: 'Secrets', icon: 'secrets' },
  { href: '/websockets', title: 'Websockets', icon: 'websockets' },
  { href: '/batch', title: 'Batch Jobs', icon: 'batch' },
]

function buildingBlockNav(href: string): NavGroup[] {
  const others = buildingBlocks.filter((link) => link.href !== href)
  return [
    { links: [{ href, title: 'Overview' }] },
    ...(others.length > 0 ? [{ title: 'More Building Blocks', links: others }] : []),
  ]
}

/** A reference group whose pages live in one folder: `[slug, sidebar title]` pairs. */
function referenceGroup(root: string, title: string, folder: string, pages: Array<[string, string]>): NavGroup {
  return { title, links: pages.map(([slug, linkTitle]) => ({ href: `${root}/${folder}/${slug}`, title: linkTitle })) }
}

/** The APIs group; both Node.js versions share its pages. */
function nodeApiGroup(root: string): NavGroup {
  return referenceGroup(root, 'APIs', 'api', [
    ['api', 'api()'],
    ['api-get', 'api.get()'],
    ['api-post', 'api.post()'],
    ['api-put', 'api.put()'],
    ['api-delete', 'api.delete()'],
    ['api-patch', 'api.patch()'],
    ['api-route', 'api.route()'],
    ['api-route-all', 'route.all()'],
    ['api-route-get', 'route.get()'],
    ['api-route-post', 'route.post()'],
    ['api-route-put', 'route.put()'],
    ['api-route-delete', 'route.delete()'],
    ['api-route-patch', 'route.patch()'],
  ])
}

function nodeV1ApiGroup(root: string): NavGroup {
  const group = nodeApiGroup(root)
  return { ...group, links: [...group.links, { href: `${root}/api/api-middleware`, title: 'Middleware helpers' }] }
}

function nodeSharedGroups(root: string): Record<'http' | 'topics' | 'secrets' | 'schedules' | 'websockets', NavGroup> {
  return {
    http: referenceGroup(root, 'HTTP', 'http', [['http', 'http()']]),
    topics: referenceGroup(root, 'Topics', 'topic', [
      ['topic', 'topic()'],
      ['topic-publish', 'topic.publish()'],
      ['topic-subscribe', 'topic.subscribe()'],
    ]),
    secrets: referenceGroup(root, 'Secrets', 'secrets', [
      ['secret', 'secret()'],
      ['secret-put', 'secret.put()'],
      ['secret-version', 'secret.version()'],
      ['secret-latest', 'secret.latest()'],
      ['secret-version-access', 'version.access()'],
    ]),
    schedules: referenceGroup(root, 'Schedules', 'schedule', [
      ['schedule', 'schedule()'],
      ['schedule-every', 'schedule.every()'],
      ['schedule-cron', 'schedule.cron()'],
    ]),
    websockets: referenceGroup(root, 'Websockets', 'websocket', [
      ['websocket', 'websocket()'],
      ['websocket-on', 'websocket.on()'],
      ['websocket-send', 'websocket.send()'],
      ['websocket-close', 'websocket.close()'],
    ]),
  }
}

const storagePages: Array<[string, string]> = [
  ['bucket', 'bucket()'],
  ['bucket-on', 'bucket.on()'],
  ['bucket-file', 'bucket.file()'],
  ['bucket-files', 'bucket.files()'],
  ['bucket-file-exists', 'file.exists()'],
  ['bucket-file-read', 'file.read()'],
  ['bucket-file-write', 'file.write()'],
  ['bucket-file-delete', 'file.delete()'],
  ['bucket-file-downloadurl', 'file.getDownloadUrl()'],
  ['bucket-file-uploadurl', 'file.getUploadUrl()'],
]

function nodeV1Nav(): NavGroup[] {
  const root = '/reference/nodejs'
  const shared = nodeSharedGroups(root)
  return [
    { links: [{ href: root, title: 'Getting Started' }] },
    nodeV1ApiGroup(root),
    referenceGroup(root, 'Batch Jobs', 'batch', [
      ['job', 'job()'],
      ['job-handler', 'job.handler()'],
      ['job-submit', 'job.submit()'],
    ]),
    shared.http,
    referenceGroup(root, 'Key Value Stores', 'keyvalue', [
      ['keyvalue', 'kv()'],
      ['keyvalue-get', 'kv.get()'],
      ['keyvalue-set', 'kv.set()'],
      ['keyvalue-delete', 'kv.delete()'],
      ['keyvalue-keys', 'kv.keys()'],
    ]),
    shared.topics,
    referenceGroup(root, 'Queues', 'queues', [
      ['queue', 'queue()'],
      ['queue-enqueue', 'queue.enqueue()'],
      ['queue-dequeue', 'queue.dequeue()'],
    ]),
    shared.secrets,
    referenceGroup(root, 'Storage', 'storage', storagePages),
    referenceGroup(root, 'SQL', 'sql', [
      ['sql', 'sql()'],
      ['sql-connection-string', 'sql.connectionString()'],
    ]),
    shared.schedules,
    shared.websockets,
  ]
}

function nodeV0Nav(): NavGroup[] {
  const root = '/reference/nodejs/v0'
  const shared = nodeSharedGroups(root)
  return [
    { links: [{ href: root, title: 'Getting Started' }] },
    nodeApiGroup(root),
    shared.http,
    referenceGroup(root, 'Collections', 'collection', [
      ['collection', 'collection()'],
      ['collection-collection', 'collection.collection()'],
      ['collection-query', 'collection.query()'],
      ['collection-query-where', 'query.where()'],
      ['collection-query-limit', 'query.limit()'],
      ['collection-query-pagingfrom', 'query.pagingFrom()'],
      ['collection-query-fetch', 'query.fetch()'],
      ['collection-query-stream', 'query.stream()'],
      ['collection-doc', 'collection.doc()'],
      ['collection-doc-get', 'doc.get()'],
      ['collection-doc-set', 'doc.set()'],
      ['collection-doc-delete', 'doc.delete()'],
      ['collection-doc-collection', 'doc.collection()'],
    ]),
    shared.topics,
    referenceGroup(root, 'Queues', 'queues', [
      ['queue', 'queue()'],
      ['queue-send', 'queue.send()'],
      ['queue-receive', 'queue.receive()'],
    ]),
    shared.secrets,
    // 0.15.0 has no file.exists().
    referenceGroup(
      root,
      'Storage',
      'storage',
      storagePages.filter(([slug]) => slug !== 'bucket-file-exists'),
    ),
    shared.schedules,
    shared.websockets,
  ]
}

export const navigation: FullNav = {
  docs: [
    {
      links: [
        { href: '/', title: 'Home', icon: 'home' },
        { href: '/concepts/introduction', title: 'Concepts', icon: 'concepts' },
        { href: '/getting-started/quickstart', title: 'Get Started', icon: 'rocket' },
      ],
    },
    { title: 'Building Blocks', showDividerAbove: true, links: buildingBlocks },
    {
      title: 'Library Reference',
      showDividerAbove: true,
      links: [{ href: '/reference/nodejs', title: 'Node.js', icon: 'nodejs', versions: ['v1', 'v0'] }],
    },
    {
      title: 'Help',
      showDividerAbove: true,
      links: [
        { href: '/faq', title: 'FAQ', icon: 'question' },
        { href: '/support', title: 'Support', icon: 'support' },
        { href: '/support/upgrade', title: 'Upgrading to v1', icon: 'upgrade' },
        { href: '/contributions', title: 'Contributing', icon: 'github' },
      ],
    },
  ],
  concepts: [
    {
      links: [
        { href: '/concepts/introduction', title: 'Introduction' },
        { href: '/concepts/how-nitric-works', title: 'How Nitric Works' },
        { href: '/concepts/infrastructure-from-code', title: 'Infrastructure from Code' },
        { href: '/concepts/build-with-nitric', title: 'Build with Nitric' },
      ],
    },
    {
      title: 'Workflow',
      links: [
        { href: '/concepts/how-devs-use-nitric', title: 'How Developers Use Nitric' },
        { href: '/concepts/how-ops-use-nitric', title: 'How Operations Use Nitric' },
        { href: '/concepts/project-structure', title: 'Project Structure' },
        { href: '/concepts/cicd', title: 'CI/CD' },
      ],
    },
    {
      title: 'Architecture',
      links: [
        { href: '/concepts/access-control', title: 'Access Control' },
        { href: '/concepts/extensibility', title: 'Extensibility' },
        { href: '/concepts/language-support', title: 'Language Support' },
      ],
    },
    {
      title: 'Comparisons',
      links: [
        { href: '/concepts/comparison', title: 'Overview' },
        ...(
          [
            ['aws-cdk', 'AWS CDK'],
            ['aws-sam', 'AWS SAM'],
            ['pulumi', 'Pulumi'],
            ['terraform', 'Terraform'],
            ['bicep', 'Azure Bicep'],
            ['gcp-deployment-manager', 'GCP Deployment Manager'],
            ['sst', 'SST'],
            ['encore', 'Encore'],
            ['ampt', 'Ampt'],
            ['winglang', 'Winglang'],
          ] as const
        ).map(([slug, title]) => ({ href: `/concepts/comparison/${slug}`, title })),
      ],
    },
  ],
  'getting-started': [
    {
      links: [
        { href: '/getting-started/installation', title: 'Installation' },
        { href: '/getting-started/quickstart', title: 'Quickstart' },
        { href: '/getting-started/local-dashboard', title: 'Local Dashboard' },
        { href: '/getting-started/resources-overview', title: 'Resources' },
        { href: '/getting-started/deployment', title: 'Deployment' },
      ],
    },
  ],
  ...Object.fromEntries(buildingBlocks.map((link) => [link.href.slice(1), buildingBlockNav(link.href)])),
  'reference/nodejs': nodeV1Nav(),
  'reference/nodejs/v0': nodeV0Nav(),
}
