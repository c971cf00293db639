import type { FacetFilter, SearchOptions } from '@/lib/search/engine'
import type { DocSearchRecord } from '@/lib/search/types'

/**
 * What readers type, and the page that should answer. `language` and `version` are what the modal sends as optional
 * filters: the language the reader last chose in the code tabs, and the version when they are on an older
 * version's page. A page is a path without the /docs base; `*` stands for one path segment, and a list means any of
 * those pages answers (a CLI or provider page may answer a deployment question as well as the guide).
 */
export interface RelevanceCase {
  query: string
  page: string | readonly string[]
  language?: string
  version?: string
}

const DEPLOY = ['/getting-started/deployment', '/reference/cli/*', '/reference/providers/*']

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // A single word: the concept or building-block page
  { query: 'permissions', page: '/concepts/access-control' },
  { query: 'deploy', page: DEPLOY },
  { query: 'deployment', page: DEPLOY },
  { query: 'queue', page: '/messaging' },
  { query: 'queues', page: '/messaging' },
  { query: 'topics', page: '/messaging' },
  { query: 'messaging', page: '/messaging' },
  { query: 'bucket', page: '/storage' },
  { query: 'storage', page: '/storage' },
  { query: 'secrets', page: '/secrets' },
  { query: 'schedule', page: '/schedules' },
  { query: 'cron', page: '/schedules' },
  { query: 'websockets', page: '/websockets' },
  { query: 'sql', page: '/sql' },
  { query: 'database', page: '/sql' },
  { query: 'postgres', page: '/sql' },
  { query: 'batch', page: '/batch' },
  { query: 'apis', page: '/apis' },
  { query: 'http', page: '/http' },
  { query: 'kv', page: '/keyvalue' },
  { query: 'key value store', page: '/keyvalue' },
  { query: 'pubsub', page: '/messaging' },
  { query: 'events', page: '/messaging' },
  { query: 'auth', page: ['/concepts/access-control', '/apis'] },
  { query: 'iam', page: '/concepts/access-control' },
  { query: 'architecture', page: '/architecture' },
  { query: 'installation', page: '/getting-started/installation' },
  { query: 'install', page: '/getting-started/installation' },
  { query: 'quickstart', page: '/getting-started/quickstart' },
  { query: 'dashboard', page: '/getting-started/local-dashboard' },
  { query: 'middleware', page: ['/apis', '/reference/*/api/api-middleware'] },
  { query: 'migrations', page: '/sql' },
  { query: 'cicd', page: '/concepts/cicd' },
  { query: 'ci/cd', page: '/concepts/cicd' },
  { query: 'faq', page: '/faq' },
  { query: 'pulumi', page: '/concepts/comparison/pulumi' },
  { query: 'terraform', page: ['/concepts/comparison/terraform', '/concepts/extensibility', '/reference/providers/terraform', '/guides/terraform'] },
  { query: 'extensibility', page: '/concepts/extensibility' },
  { query: 'monorepo', page: ['/concepts/project-structure', '/faq'] },
  { query: 'docker', page: ['/faq', '/reference/providers/install/docker', '/reference/preview-features/docker-providers'] },
  { query: 'grpc', page: '/concepts/how-nitric-works' },
  { query: 'resources', page: '/getting-started/resources-overview' },
  { query: 'stack', page: [...DEPLOY, '/concepts/how-ops-use-nitric'] },
  { query: 'credential', page: ['/secrets', '/getting-started/deployment'] },
  // No page is about them; these explain the project's .env file.
  { query: 'env var', page: ['/reference/env', '/faq', '/concepts/project-structure', '/getting-started/deployment', '/getting-started/quickstart'] },
  { query: 'environment variables', page: ['/reference/env', '/faq', '/concepts/project-structure', '/getting-started/deployment', '/getting-started/quickstart'] },
  { query: 'comparison', page: '/concepts/comparison' },
  { query: 'contributing', page: '/contributions' },
  { query: 'upgrade', page: ['/support/upgrade', '/reference/cli/installation'] },
  { query: 'support', page: '/support' },
  { query: 'introduction', page: '/concepts/introduction' },
  { query: 'language support', page: '/concepts/language-support' },

  // Misspelt, as typed in a hurry
  { query: 'depoly', page: DEPLOY },
  { query: 'deplyoment', page: DEPLOY },
  { query: 'permisions', page: '/concepts/access-control' },
  { query: 'premissions', page: '/concepts/access-control' },
  { query: 'instalation', page: '/getting-started/installation' },
  { query: 'instal', page: '/getting-started/installation' },
  { query: 'quickstrat', page: '/getting-started/quickstart' },
  { query: 'secrts', page: '/secrets' },
  { query: 'scret', page: '/secrets' },
  { query: 'scheduel', page: '/schedules' },
  { query: 'bukcet', page: '/storage' },
  { query: 'webscoket', page: '/websockets' },
  { query: 'websokcet', page: '/websockets' },
  { query: 'databse', page: '/sql' },
  { query: 'middlewear', page: ['/apis', '/reference/*/api/api-middleware'] },
  { query: 'enqeue', page: '/reference/*/queues/queue-enqueue' },
  { query: 'pubish', page: ['/messaging', '/reference/*/topic/topic-publish'] },
  { query: 'dashbaord', page: '/getting-started/local-dashboard' },
  { query: 'acess control', page: '/concepts/access-control' },
  { query: 'tear donw', page: '/getting-started/deployment' },
  { query: 'schedlue cron', page: ['/schedules', '/reference/*/schedule/schedule-cron'] },
  { query: 'midleware helpers', page: '/reference/nodejs/api/api-middleware' },
  { query: 'colection', page: ['/reference/nodejs/v0/collection/collection', '/support/upgrade'] },
  { query: 'kubernates', page: ['/concepts/comparison/pulumi', '/concepts/comparison/terraform'] },
  { query: 'terrafrom', page: ['/concepts/comparison/terraform', '/concepts/extensibility', '/guides/terraform'] },
  { query: 'migartions', page: '/sql' },
  { query: 'quikstart', page: '/getting-started/quickstart' },

  // Still typing: the last word is a prefix
  { query: 'quicksta', page: '/getting-started/quickstart' },
  { query: 'websock', page: '/websockets' },
  { query: 'deplo', page: DEPLOY },
  { query: 'permis', page: '/concepts/access-control' },
  { query: 'instal', page: '/getting-started/installation' },
  { query: 'local dash', page: '/getting-started/local-dashboard' },
  { query: 'bucket.fil', page: '/reference/*/storage/bucket-file' },
  { query: 'getDownl', page: '/reference/nodejs/storage/bucket-file-downloadurl' },

  // Task phrases
  { query: 'store api keys securely', page: '/secrets' },
  { query: 'get help', page: '/support' },
  { query: 'deploy to aws', page: DEPLOY },
  { query: 'deploy to azure', page: [...DEPLOY, '/guides/deploying/azure-pipelines'] },
  { query: 'deploy to google cloud', page: [...DEPLOY, '/guides/deploying/google-cloud-build'] },
  { query: 'what is nitric', page: '/concepts/introduction' },
  { query: 'how does nitric work', page: '/concepts/how-nitric-works' },
  { query: 'getting started', page: ['/getting-started/quickstart', '/getting-started/installation'] },
  { query: 'install the cli on windows', page: ['/getting-started/installation', '/reference/cli/installation'] },
  { query: 'homebrew', page: ['/getting-started/installation', '/reference/cli/installation'] },
  { query: 'create a new project', page: '/getting-started/quickstart' },
  { query: 'path parameters', page: '/apis' },
  { query: 'protect an api with jwt', page: ['/apis', '/guides/nodejs/secure-api-auth0', '/guides/nodejs/amazon-cognito'] },
  { query: 'run code every 5 minutes', page: ['/schedules', '/reference/*/schedule/schedule-every'] },
  { query: 'cron expression', page: ['/schedules', '/reference/*/schedule/schedule-cron'] },
  { query: 'publish a message to a topic', page: ['/messaging', '/reference/*/topic/topic-publish'] },
  { query: 'subscribe to a topic', page: ['/messaging', '/reference/*/topic/topic-subscribe'] },
  { query: 'database connection string', page: ['/sql', '/reference/*/sql/sql-connection-string', '/guides/nodejs/byo-database'] },
  { query: 'send a message to a websocket connection', page: ['/websockets', '/reference/*/websocket/websocket-send'] },
  { query: 'use express with nitric', page: ['/http', '/reference/nodejs/http/http', '/faq', '/guides/nodejs/expressjs'] },
  { query: 'submit a batch job', page: ['/batch', '/reference/*/batch/job-submit'] },
  { query: 'open the local dashboard', page: '/getting-started/local-dashboard' },
  { query: 'credentials for aws', page: ['/getting-started/deployment', '/concepts/cicd', '/reference/providers/*', '/reference/providers/aws/*'] },
  { query: 'nitric up', page: DEPLOY },
  { query: 'tear down a stack', page: DEPLOY },
  { query: 'upgrade from v0 to v1', page: '/support/upgrade' },
  { query: 'github actions workflow', page: ['/concepts/cicd', '/guides/deploying/github-actions'] },
  { query: 'least privilege', page: '/concepts/access-control' },
  { query: 'nitric.yaml services', page: '/concepts/project-structure' },
  { query: 'custom provider', page: '/concepts/extensibility' },
  { query: 'how does nitric compare to terraform', page: '/concepts/comparison/terraform' },
  { query: 'nitric vs pulumi', page: '/concepts/comparison/pulumi' },
  { query: 'aws cdk', page: '/concepts/comparison/aws-cdk' },
  { query: 'sql migrations', page: '/sql' },
  { query: 'gpu batch job', page: '/batch' },
  { query: 'report a bug', page: '/support' },
  { query: 'contribute to nitric', page: '/contributions' },
  { query: 'do i need docker', page: '/faq' },
  { query: 'test locally', page: ['/faq', '/getting-started/local-dashboard', '/concepts/how-devs-use-nitric'] },
  { query: 'rotate a secret', page: '/secrets' },
  { query: 'signed urls', page: '/storage' },
  { query: 'upload a file', page: ['/storage', '/reference/*/storage/bucket-file-write', '/reference/*/storage/bucket-file-uploadurl'] },
  { query: 'react to file uploads', page: ['/storage', '/reference/*/storage/bucket-on'] },
  { query: 'which clouds can i deploy to', page: '/faq' },
  { query: 'what does it cost', page: '/faq' },
  { query: 'custom domain', page: ['/faq', '/getting-started/deployment', '/reference/providers/*/apis'] },
  { query: 'topics or queues', page: '/messaging' },
  { query: 'connect to a database', page: ['/sql', '/guides/nodejs/byo-database'] },
  { query: 'list keys', page: ['/keyvalue', '/reference/*/keyvalue/keyvalue-keys'] },
  { query: 'project structure', page: '/concepts/project-structure' },
  { query: 'request access with allow', page: ['/concepts/access-control', '/getting-started/resources-overview'] },
  { query: 'infrastructure from code', page: '/concepts/infrastructure-from-code' },
  { query: 'report a security issue', page: '/support' },
  { query: 'use an existing bucket', page: ['/faq', '/reference/providers/aws/imports', '/reference/providers/aws/storage'] },

  // API names, in the reader's language's spelling
  { query: 'bucket', language: 'python', page: '/reference/python/storage/bucket' },
  { query: 'bucket', language: 'nodejs', page: '/reference/nodejs/storage/bucket' },
  { query: 'bucket()', page: '/reference/*/storage/bucket' },
  { query: 'download_url', page: '/reference/python/storage/bucket-file-downloadurl' },
  { query: 'download url', language: 'python', page: '/reference/python/storage/bucket-file-downloadurl' },
  { query: 'upload_url', page: '/reference/python/storage/bucket-file-uploadurl' },
  { query: 'connection_string', page: '/reference/python/sql/sql-connection-string' },
  { query: 'getDownloadUrl', page: '/reference/nodejs/storage/bucket-file-downloadurl' },
  { query: 'file.getDownloadUrl', page: '/reference/nodejs/storage/bucket-file-downloadurl' },
  { query: 'getUploadUrl', page: '/reference/nodejs/storage/bucket-file-uploadurl' },
  { query: 'connectionString', page: ['/reference/nodejs/sql/sql-connection-string', '/reference/*/sql/sql-connection-string'] },
  { query: 'api.get', language: 'nodejs', page: '/reference/nodejs/api/api-get' },
  { query: 'api.get', language: 'python', page: '/reference/python/api/api-get' },
  { query: 'api.get', page: '/reference/*/api/api-get' },
  { query: 'route.all', page: '/reference/nodejs/api/api-route-all' },
  { query: 'api.route', language: 'nodejs', page: '/reference/nodejs/api/api-route' },
  { query: 'oidcRule', page: '/reference/nodejs/api/api' },
  { query: 'createHandler', page: '/reference/nodejs/api/api-middleware' },
  { query: 'kv.keys', language: 'python', page: '/reference/python/keyvalue/keyvalue-keys' },
  { query: 'kv keys', language: 'nodejs', page: '/reference/nodejs/keyvalue/keyvalue-keys' },
  { query: 'kv.set', language: 'nodejs', page: '/reference/nodejs/keyvalue/keyvalue-set' },
  { query: 'kv.get', language: 'python', page: '/reference/python/keyvalue/keyvalue-get' },
  { query: 'queue.enqueue', language: 'python', page: '/reference/python/queues/queue-enqueue' },
  { query: 'queue.dequeue', language: 'nodejs', page: '/reference/nodejs/queues/queue-dequeue' },
  { query: 'enqueue', language: 'nodejs', page: '/reference/nodejs/queues/queue-enqueue' },
  { query: 'topic.publish', language: 'python', page: '/reference/python/topic/topic-publish' },
  { query: 'publish', language: 'python', page: ['/reference/python/topic/topic-publish', '/messaging'] },
  { query: 'topic.subscribe', language: 'nodejs', page: '/reference/nodejs/topic/topic-subscribe' },
  { query: 'secret.latest', language: 'python', page: '/reference/python/secrets/secret-latest' },
  { query: 'secret.put', language: 'nodejs', page: '/reference/nodejs/secrets/secret-put' },
  { query: 'version.access', language: 'python', page: '/reference/python/secrets/secret-version-access' },
  { query: 'schedule.every', language: 'python', page: '/reference/python/schedule/schedule-every' },
  { query: 'schedule.cron', language: 'nodejs', page: '/reference/nodejs/schedule/schedule-cron' },
  { query: 'job.submit', language: 'python', page: '/reference/python/batch/job-submit' },
  { query: 'websocket.send', language: 'python', page: '/reference/python/websocket/websocket-send' },
  { query: 'websocket.on', language: 'python', page: '/reference/python/websocket/websocket-on' },
  { query: 'bucket.on', language: 'nodejs', page: '/reference/nodejs/storage/bucket-on' },
  { query: 'bucket.files', language: 'python', page: '/reference/python/storage/bucket-files' },
  { query: 'file.read', language: 'python', page: '/reference/python/storage/bucket-file-read' },
  { query: 'file.write', language: 'nodejs', page: '/reference/nodejs/storage/bucket-file-write' },
  { query: 'file.delete', language: 'nodejs', page: '/reference/nodejs/storage/bucket-file-delete' },
  { query: 'api.methods', page: '/reference/python/api/api-methods' },
  { query: 'sql()', language: 'python', page: '/reference/python/sql/sql' },
  { query: 'http()', page: ['/reference/nodejs/http/http', '/http'] },
  { query: 'secret.latest', page: '/reference/*/secrets/secret-latest' },
  { query: 'queue.enqueue', page: '/reference/*/queues/queue-enqueue' },
  { query: 'getDownlaodUrl', page: '/reference/nodejs/storage/bucket-file-downloadurl' },
  { query: 'conection_string', page: '/reference/python/sql/sql-connection-string' },

  // Older versions rank below current ones unless the reader is reading the older reference
  { query: 'api.get', language: 'nodejs', version: 'v0', page: '/reference/nodejs/v0/api/api-get' },
  { query: 'queue.send', page: '/reference/*/v0/queues/queue-send' },
  { query: 'queue', language: 'nodejs', version: 'v0', page: ['/reference/nodejs/v0/queues/queue', '/messaging'] },
  { query: 'pagingFrom', page: '/reference/nodejs/v0/collection/collection-query-pagingfrom' },
  { query: 'collection query where', page: '/reference/nodejs/v0/collection/collection-query-where' },
  { query: 'doc.set', language: 'nodejs', version: 'v0', page: '/reference/nodejs/v0/collection/collection-doc-set' },
  { query: 'schedule.every', language: 'nodejs', page: '/reference/nodejs/schedule/schedule-every' },
  // Written with the CLI, provider and reference pages: flags, stack-file keys, environment variables, tasks
  { query: 'access the value of a secret version', page: '/reference/*/secrets/secret-version-access' },
  { query: 'store a new secret version', page: ['/reference/*/secrets/secret-put', '/secrets'] },
  { query: 'presigned upload url', page: '/reference/*/storage/bucket-file-uploadurl' },
  { query: 'list files in a bucket', page: '/reference/*/storage/bucket-files' },
  { query: 'check if a file exists', page: '/reference/*/storage/bucket-file-exists' },
  { query: 'delete a file', page: '/reference/*/storage/bucket-file-delete' },
  { query: 'run a handler when a file is written', page: '/reference/*/storage/bucket-on' },
  { query: 'close a websocket connection', page: '/reference/*/websocket/websocket-close' },
  { query: 'extend a provider', page: '/concepts/extensibility' },
  { query: 'docker provider', page: ['/reference/providers/install/docker', '/reference/preview-features/docker-providers'] },
  { query: 'pulumi state backend', page: ['/reference/providers/pulumi', '/concepts/cicd'] },
  { query: 'lambda memory', page: '/reference/providers/aws/configuration' },
  { query: 'sqs queue limits', page: '/reference/providers/aws/queues' },
  { query: '--stack', page: ['/reference/cli', '/reference/cli/stacks'] },
  { query: 'stack new', page: '/reference/cli' },
  { query: 'nitric stack down', page: '/reference/cli' },
  { query: '--no-builder', page: '/reference/cli' },
  { query: '--env-file', page: ['/reference/cli', '/reference/cli/local-development'] },
  { query: 'nitric completion zsh', page: '/reference/cli' },
  { query: 'NITRIC_HOME', page: '/reference/env' },
  { query: 'DOCKER_BUILD_CACHE', page: '/reference/env' },
  { query: 'local.nitric.yaml', page: '/reference/cli/local-development' },
  { query: 'custom dockerfile', page: '/reference/custom-containers' },
  { query: 'turn on docker providers preview', page: '/reference/preview-features' },
  { query: 'enable a preview feature', page: '/reference/preview-features' },
  { query: 'queue dequeue', page: '/reference/*/queues/queue-dequeue' },
  { query: 'memory', page: '/reference/providers/*/configuration' },
  { query: 'timeout', page: '/reference/providers/*/configuration' },
  { query: 'region', page: '/reference/providers/*/configuration' },
  { query: 'schedule-timezone', page: '/reference/providers/*/configuration' },
  { query: 'provisioned-concurrency', page: '/reference/providers/aws/configuration' },
  { query: 'ephemeral-storage', page: '/reference/providers/aws/configuration' },
  { query: 'min-instances', page: '/reference/providers/gcp/configuration' },
  { query: 'gcp-project-id', page: '/reference/providers/gcp/configuration' },
  { query: 'deletion-policy', page: '/reference/providers/gcp/configuration' },
  { query: 'adminemail', page: '/reference/providers/azure/configuration' },
  { query: 'max-replicas', page: '/reference/providers/azure/configuration' },
  { query: 'outdir', page: '/reference/providers/terraform' },
  { query: 'backend', page: '/reference/providers/terraform' },
  // Each SDK's own spelling, and the reader's language among six references
  { query: 'ListFiles', page: '/reference/go/storage/bucket-listfiles' },
  { query: 'AccessVersion', page: '/reference/go/secrets/secret-access-version' },
  { query: 'bucket', language: 'go', page: ['/reference/go/storage/bucket', '/reference/go/storage/*'] },
  { query: 'bucket', language: 'dart', page: '/reference/dart/storage/bucket' },
  { query: 'publish', language: 'jvm', page: '/reference/jvm/v0/topic/topic-publish' },
  { query: 'GetDownloadUrl', language: 'csharp', page: '/reference/csharp/v0/storage/bucket-file-downloadurl' },
  { query: 'deploy-regions', page: ['/reference/providers/*/configuration', '/reference/providers/*'] },
  // Tasks a guide is named for.
  { query: 'github actions', page: '/guides/deploying/github-actions' },
  { query: 'gitlab ci', page: ['/guides/deploying/gitlab-ci', '/concepts/cicd'] },
  { query: 'stripe webhook', page: '/guides/nodejs/stripe' },
  { query: 'send sms with twilio', page: '/guides/nodejs/twilio' },
  { query: 'prisma', page: ['/guides/nodejs/nitric-and-prisma', '/guides/nodejs/serverless-api-with-planetscale-and-prisma'] },
  { query: 'drizzle', page: '/guides/nodejs/nitric-and-drizzle' },
  { query: 'auth0', page: '/guides/nodejs/secure-api-auth0' },
  { query: 'cognito', page: '/guides/nodejs/amazon-cognito' },
  { query: 'nestjs', page: '/guides/nodejs/nestjs' },
  { query: 's3 replication', page: '/guides/terraform/s3-replicate' },
  { query: 'uptime monitor', page: '/guides/nodejs/uptime' },
  { query: 'chat app', page: ['/guides/nodejs/websockets', '/guides/examples'] },
]

export interface RelevanceResult {
  case: RelevanceCase
  /** The pages of the first hits, in the order the DocSearch modal shows them. */
  pages: string[]
  rank: number | undefined
}

export interface RelevanceReport {
  results: RelevanceResult[]
  top1: number
  top3: number
}

/** The case's optional filters as the modal sends them. */
export function caseFilters({ language, version }: RelevanceCase): FacetFilter[][] {
  return [
    ...(language ? [[{ attribute: 'language' as const, value: language }]] : []),
    ...(version ? [[{ attribute: 'version' as const, value: version }]] : []),
  ]
}

function matcher(page: RelevanceCase['page']): (path: string) => boolean {
  const patterns = (typeof page === 'string' ? [page] : page).map(
    (pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]+')}$`),
  )
  return (path) => patterns.some((pattern) => pattern.test(path))
}

/**
 * Where each case's page first appears among the first hits as the reader sees them. DocSearch groups hits under
 * their `lvl0` in the order each group first appears, so the second hit shown may be the engine's fifth.
 */
/** Anything that searches records as the engine does: the engine, or another library measured against it. */
export interface RecordSearch {
  search(query: string, options: Pick<SearchOptions, 'limit' | 'optionalFilters'>): { matches: ReadonlyArray<{ record: DocSearchRecord }> }
}

export function evaluate(engine: RecordSearch, cases: readonly RelevanceCase[] = RELEVANCE_CASES, hitsPerPage = 20): RelevanceReport {
  const results = cases.map((entry) => {
    const matches = engine.search(entry.query, { limit: hitsPerPage, optionalFilters: caseFilters(entry) }).matches
    const groups = new Map<string, string[]>()
    for (const { record } of matches) {
      const group = record.hierarchy.lvl0 ?? ''
      groups.set(group, [...(groups.get(group) ?? []), record.url.replace(/^\/docs/, '').replace(/#.*$/, '') || '/'])
    }
    const pages = [...groups.values()].flat()
    const found = pages.findIndex(matcher(entry.page))
    return { case: entry, pages: pages.slice(0, 5), rank: found === -1 ? undefined : found + 1 }
  })
  const share = (limit: number) => results.filter((result) => result.rank !== undefined && result.rank <= limit).length / results.length
  return { results, top1: share(1), top3: share(3) }
}
