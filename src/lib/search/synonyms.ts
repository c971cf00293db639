/**
 * The words readers use, as data beside the engine (src/lib/search/engine.ts). Edit these lists to teach search a
 * word; the relevance suite (tests/unit/search-relevance.test.ts) says whether the change helped.
 */

/**
 * Words that do not decide the ranking: dropped from a query unless every word of it is one of them, or the word is
 * part of an API name as typed (`api.get`, `get_secret`). They stay in the index.
 */
export const STOP_WORDS: readonly string[] = [
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'get', 'how', 'i', 'in', 'into',
  'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'should', 'so', 'that', 'the', 'this', 'to', 'use', 'using', 'was',
  'what', 'when', 'where', 'which', 'why', 'will', 'with', 'you', 'your',
]

/**
 * Groups of words and phrases a reader uses for the same thing. A query word or phrase from a group also matches
 * the group's other entries, a little below the word as typed. A phrase (`env var`) matches only its words in order.
 * Leave out words on nearly every page (`nitric`): they match everything and make every query with the group slow.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['faq', 'frequently asked questions'],
  ['auth', 'authentication', 'authorization', 'access control', 'permissions', 'jwt', 'oidc'],
  ['permission', 'permissions', 'access control', 'least privilege', 'allow'],
  ['env var', 'env vars', 'environment variable', 'environment variables', 'dotenv', 'env'],
  ['cron', 'schedule', 'schedules', 'scheduled'],
  ['kv', 'key value', 'keyvalue', 'key value store'],
  ['pubsub', 'pub sub', 'topic', 'topics', 'messaging', 'publish'],
  ['events', 'topics', 'messaging'],
  ['cdn', 'website', 'static website', 'hosting'],
  ['secret', 'secrets', 'credential', 'credentials', 'api key', 'api keys', 'password', 'passwords', 'token', 'tokens'],
  ['queue', 'queues', 'enqueue', 'dequeue'],
  ['websocket', 'websockets', 'web socket', 'ws', 'socket', 'realtime'],
  ['bucket', 'buckets', 'storage', 'object storage', 's3', 'blob'],
  ['file', 'files', 'object', 'objects'],
  ['database', 'databases', 'sql', 'postgres', 'postgresql', 'db'],
  ['deploy', 'deployment', 'deploying'],
  ['install', 'installation', 'installing', 'setup', 'set up'],
  ['help', 'support', 'community', 'discord'],
  ['batch', 'batch job', 'jobs', 'job'],
  ['upgrade', 'migrate', 'migration guide'],
  ['ci', 'cicd', 'ci cd', 'pipeline', 'github actions'],
  ['local', 'locally', 'local dashboard'],
  ['url', 'link'],
  ['presigned', 'signed'],
  ['lambda', 'serverless', 'function', 'functions'],
  ['aws', 'amazon'],
  ['gcp', 'google cloud'],
  ['azure', 'microsoft azure'],
]

/**
 * Phrases that say what a reader wants rather than what they want it about, with the words of the page that
 * answers them. They add to a record's score but are never required, so `what is a bucket` still finds buckets.
 */
export const INTENTS: readonly (readonly [phrase: string, words: string])[] = [
  ['what is', 'introduction overview'],
  ['get started', 'quickstart installation'],
  ['getting started', 'quickstart installation'],
  ['get help', 'support'],
  ['compare', 'comparison'],
  ['vs', 'comparison'],
  ['example', 'examples'],
  ['securely', 'secrets'],
  ['safely', 'secrets'],
]
