import { describe, expect, it } from 'vitest'
import { SearchEngine } from '@/lib/search/engine'
import { siteRecords } from '@/lib/search/site-records'

/**
 * Queries a reader types, and the page that must be among the first three hits. `*` stands for any SDK in a library
 * reference path: until search knows the reader's language, every SDK's page for a call answers a query that names
 * no language equally well.
 */
const CASES: Array<[query: string, page: string]> = [
  // Task words
  ['install the cli on windows', '/getting-started/installation'],
  ['homebrew', '/getting-started/installation'],
  ['create a new project', '/getting-started/quickstart'],
  ['path parameters', '/apis'],
  ['protect an api with jwt', '/apis'],
  ['access the value of a secret version', '/reference/*/secrets/secret-version-access'],
  ['store a new secret version', '/reference/*/secrets/secret-put'],
  ['presigned upload url', '/reference/*/storage/bucket-file-uploadurl'],
  ['download url', '/reference/*/storage/bucket-file-downloadurl'],
  ['list files in a bucket', '/reference/*/storage/bucket-files'],
  ['check if a file exists', '/reference/*/storage/bucket-file-exists'],
  ['delete a file', '/reference/*/storage/bucket-file-delete'],
  ['run a handler when a file is written', '/reference/*/storage/bucket-on'],
  ['run code every 5 minutes', '/reference/*/schedule/schedule-every'],
  ['cron expression', '/reference/*/schedule/schedule-cron'],
  ['publish a message to a topic', '/reference/*/topic/topic-publish'],
  ['subscribe to a topic', '/reference/*/topic/topic-subscribe'],
  ['database connection string', '/reference/*/sql/sql-connection-string'],
  ['send a message to a websocket connection', '/reference/*/websocket/websocket-send'],
  ['close a websocket connection', '/reference/*/websocket/websocket-close'],
  ['use express with nitric', '/reference/nodejs/http/http'],
  ['submit a batch job', '/reference/*/batch/job-submit'],
  ['open the local dashboard', '/getting-started/local-dashboard'],
  ['credentials for aws', '/getting-started/deployment'],
  ['nitric up', '/getting-started/deployment'],
  ['tear down a stack', '/getting-started/deployment'],
  ['upgrade from v0 to v1', '/support/upgrade'],
  ['github actions workflow', '/concepts/cicd'],
  ['least privilege', '/concepts/access-control'],
  ['nitric.yaml services', '/concepts/project-structure'],
  ['custom provider', '/reference/providers/custom/building-custom-provider'],
  ['extend a provider', '/concepts/extensibility'],
  ['how does nitric compare to terraform', '/concepts/comparison/terraform'],
  ['aws cdk', '/concepts/comparison/aws-cdk'],
  ['sql migrations', '/sql'],
  ['gpu batch job', '/batch'],
  ['report a bug', '/support'],
  ['contribute to nitric', '/contributions'],
  ['do i need docker', '/faq'],
  ['docker provider', '/reference/providers/install/docker'],
  ['pulumi state backend', '/reference/providers/pulumi'],
  ['lambda memory', '/reference/providers/aws/configuration'],
  ['sqs queue limits', '/reference/providers/aws/queues'],
  // CLI commands and flags, environment variables
  ['--stack', '/reference/cli'],
  ['stack new', '/reference/cli'],
  ['nitric stack down', '/reference/cli'],
  ['--no-builder', '/reference/cli'],
  ['--env-file', '/reference/cli'],
  ['nitric completion zsh', '/reference/cli'],
  ['NITRIC_HOME', '/reference/env'],
  ['DOCKER_BUILD_CACHE', '/reference/env'],
  ['local.nitric.yaml', '/reference/cli/local-development'],
  ['custom dockerfile', '/reference/custom-containers'],
  ['turn on docker providers preview', '/reference/preview-features'],
  ['enable a preview feature', '/reference/preview-features'],
  // API names
  ['api.get', '/reference/*/api/api-get'],
  ['route.all', '/reference/nodejs/api/api-route-all'],
  ['oidcRule', '/reference/nodejs/api/api'],
  ['createHandler', '/reference/nodejs/api/api-middleware'],
  ['kv keys', '/reference/*/keyvalue/keyvalue-keys'],
  ['kv.set', '/reference/*/keyvalue/keyvalue-set'],
  ['queue.enqueue', '/reference/*/queues/queue-enqueue'],
  ['queue dequeue', '/reference/*/queues/queue-dequeue'],
  ['getDownloadUrl', '/reference/nodejs/storage/bucket-file-downloadurl'],
  ['connectionString', '/reference/nodejs/sql/sql-connection-string'],
  ['download_url', '/reference/python/storage/bucket-file-downloadurl'],
  ['connection_string', '/reference/python/sql/sql-connection-string'],
  ['secret.latest', '/reference/*/secrets/secret-latest'],
  ['pagingFrom', '/reference/nodejs/v0/collection/collection-query-pagingfrom'],
  ['collection query where', '/reference/*/v0/collection/collection-query-where'],
  // Typos
  ['webscoket', '/reference/*/websocket/websocket'],
  ['midleware helpers', '/reference/nodejs/api/api-middleware'],
  ['enqeue', '/reference/*/queues/queue-enqueue'],
  ['instalation', '/getting-started/installation'],
  ['schedlue cron', '/reference/*/schedule/schedule-cron'],
  // Partial words, as typed
  ['quicksta', '/getting-started/quickstart'],
  ['websock', '/websockets'],
  ['bucket.fil', '/reference/*/storage/bucket-file'],
]

/** Stack-file keys, and the configuration page that must be the first hit: the key is its heading there. */
const STACK_FILE_KEYS: Array<[query: string, page: string]> = [
  ['memory', '/reference/providers/*/configuration'],
  ['timeout', '/reference/providers/*/configuration'],
  ['region', '/reference/providers/*/configuration'],
  ['schedule-timezone', '/reference/providers/*/configuration'],
  ['provisioned-concurrency', '/reference/providers/aws/configuration'],
  ['ephemeral-storage', '/reference/providers/aws/configuration'],
  ['min-instances', '/reference/providers/gcp/configuration'],
  ['gcp-project-id', '/reference/providers/gcp/configuration'],
  ['deletion-policy', '/reference/providers/gcp/configuration'],
  ['adminemail', '/reference/providers/azure/configuration'],
  ['max-replicas', '/reference/providers/azure/configuration'],
  ['outdir', '/reference/providers/terraform'],
  ['backend', '/reference/providers/terraform'],
]

describe('search relevance', () => {
  const engine = new SearchEngine(siteRecords())
  const topPages = (query: string) =>
    engine
      .search(query, { limit: 3 })
      .matches.map((match) => match.record.url.replace(/^\/docs/, '').replace(/#.*$/, '') || '/')

  it.each(CASES)('"%s" finds %s in the top 3', (query, page) => {
    const pattern = new RegExp(`^${page.replaceAll('*', '[^/]+')}$`)
    expect(topPages(query).some((found) => pattern.test(found)), `${query}: ${topPages(query).join(', ')}`).toBe(true)
  })

  it.each(STACK_FILE_KEYS)('the stack-file key "%s" finds %s first', (query, page) => {
    const pattern = new RegExp(`^${page.replaceAll('*', '[^/]+')}$`)
    expect(topPages(query)[0], query).toMatch(pattern)
  })
})
