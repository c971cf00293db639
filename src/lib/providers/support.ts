import type { SourceRef } from '../sources/pins'

/**
 * What each provider of the documented release deploys for each resource an application declares, and what it
 * refuses, traced through its deploy code (`cloud/<cloud>/deploy` for Pulumi, `cloud/<cloud>/deploytf` for
 * Terraform) at the tag `PROVIDER_RELEASE` names. Pages show these through `<ProviderSupport>`; none states them
 * on its own (tests/unit/facts.test.ts).
 */

/** The resources, in the order pages list them. */
export const RESOURCES = ['apis', 'http', 'websockets', 'schedules', 'topics', 'queues', 'buckets', 'keyvalue', 'secrets', 'sql', 'batch', 'websites'] as const
export type ResourceKey = (typeof RESOURCES)[number]

export const RESOURCE_LABELS: Record<ResourceKey, string> = {
  apis: 'APIs',
  http: 'HTTP proxies',
  websockets: 'Websockets',
  schedules: 'Schedules',
  topics: 'Topics',
  queues: 'Queues',
  buckets: 'Buckets',
  keyvalue: 'Key-value stores',
  secrets: 'Secrets',
  sql: 'SQL databases',
  batch: 'Batch jobs',
  websites: 'Websites',
}

/** The building-block page of each resource, for links from the tables. */
export const RESOURCE_PAGES: Record<ResourceKey, string> = {
  apis: '/apis',
  http: '/http',
  websockets: '/websockets',
  schedules: '/schedules',
  topics: '/messaging',
  queues: '/messaging',
  buckets: '/storage',
  keyvalue: '/keyvalue',
  secrets: '/secrets',
  sql: '/sql',
  batch: '/batch',
  websites: '/reference/preview-features/websites',
}

export const DEPLOY_PROVIDERS = ['aws', 'gcp', 'azure', 'awstf', 'gcptf', 'azuretf'] as const
export type DeployProvider = (typeof DEPLOY_PROVIDERS)[number]

export const PROVIDER_LABELS: Record<DeployProvider, string> = {
  aws: 'AWS (Pulumi)',
  gcp: 'Google Cloud (Pulumi)',
  azure: 'Azure (Pulumi)',
  awstf: 'AWS (Terraform)',
  gcptf: 'Google Cloud (Terraform)',
  azuretf: 'Azure (Terraform)',
}

export type Support =
  /** Deployed: `creates` names the cloud resources, in Markdown (code spans for resource types). */
  | { status: 'deployed'; creates: string; notes?: string; sources: SourceRef[] }
  /** The provider stops the deployment: `how` says what the reader sees, and when (preview, `nitric up`). */
  | { status: 'refused'; how: string; sources: SourceRef[] }
  /** The provider accepts the declaration and creates nothing for it, without an error. */
  | { status: 'ignored'; how: string; sources: SourceRef[] }

export const PROVIDER_SUPPORT: Record<DeployProvider, Record<ResourceKey, Support>> = {
  aws: {
    apis: {
      status: 'deployed',
      creates:
        'An API Gateway v2 HTTP API (`apigatewayv2.Api`) built from the OpenAPI document, with a Lambda proxy integration per route, an auto-deployed `$default` stage and a `lambda.Permission` for each target service; each service is a container-image Lambda function.',
      notes:
        'OpenID Connect rules become JWT authorizers; any other security scheme stops the deployment. `apis.<name>.domains` in the stack file adds custom domains (ACM certificate, Route 53 record), but the certificate resources are named after the stack alone, so a second custom domain in the stack (another API domain or `cdn.domain`) fails `nitric up`.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/pulumi.go#L117-L118',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/api.go#L74-L250',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/service.go#L247-L260',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/domain.go#L56-L131',
      ],
    },
    http: {
      status: 'deployed',
      creates:
        'An API Gateway v2 HTTP API whose single path, `/{proxy+}`, sends GET, POST, PATCH, PUT, DELETE and OPTIONS requests to the target service\'s Lambda, with an auto-deployed `$default` stage and an invoke permission.',
      notes: 'Only those six methods are mapped; the Terraform provider routes `ANY /{proxy+}` instead.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/httpproxy.go#L29-L111',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/http_proxy/main.tf#L18-L23',
      ],
    },
    websockets: {
      status: 'deployed',
      creates:
        'An API Gateway v2 WebSocket API with `$connect`, `$disconnect` and `$default` routes, each an `AWS_PROXY` integration to the handling service\'s Lambda, and an auto-deployed stage.',
      notes:
        'When the connect or disconnect handler lives in a different service from the message handler, this provider still attaches the extra invoke permissions to the message handler\'s function, not to theirs; the Terraform provider gives each handler its own permission. The provider also records websockets under `apis` in the stack\'s resource index, where the runtime does not look for them, so `send()` and `close()` from a deployed service find no endpoint and fail.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/websocket.go#L31-L162',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/websocket/main.tf#L59-L78',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/resources.go#L44-L52',
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/resource/ssm.go#L49-L63',
      ],
    },
    schedules: {
      status: 'deployed',
      creates:
        'An EventBridge Scheduler schedule (`scheduler.Schedule`) per schedule, invoking the target service\'s Lambda through its own IAM role with up to 5 retries; `every` rates become `rate(...)` and cron expressions are converted to the AWS format.',
      notes: 'Expressions are evaluated in `schedule-timezone` from the stack file (default `UTC`).',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/schedule.go#L35-L98',
        'nitrictech/nitric@v1.27.5:cloud/aws/common/config.go#L136-L140',
      ],
    },
    topics: {
      status: 'deployed',
      creates:
        'An SNS topic with a Lambda subscription and invoke permission per subscribing service, plus a Step Functions state machine per topic that waits and then publishes, for delayed messages.',
      notes:
        'The subscription and permission are named after the topic only, so a topic with subscribers in two or more services fails `nitric up` with duplicate resource names.',
      sources: ['nitrictech/nitric@v1.27.5:cloud/aws/deploy/topic.go#L40-L182'],
    },
    queues: {
      status: 'deployed',
      creates: 'An SQS queue (`sqs.Queue`) per queue.',
      sources: ['nitrictech/nitric@v1.27.5:cloud/aws/deploy/queue.go#L27-L41'],
    },
    buckets: {
      status: 'deployed',
      creates:
        'An S3 bucket per bucket; when services listen for file events, one `s3.BucketNotification` sends `ObjectCreated` and `ObjectRemoved` events, filtered by key prefix, to their Lambdas.',
      notes:
        '`import.buckets.<name>` in the stack file adopts an existing bucket (name or ARN) instead of creating one, and keeps it when the stack is destroyed.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/bucket.go#L56-L221',
        'nitrictech/nitric@v1.27.5:cloud/aws/common/config.go#L35-L39',
      ],
    },
    keyvalue: {
      status: 'deployed',
      creates: 'A DynamoDB table per store (`_pk` hash key, `_sk` range key, on-demand billing).',
      sources: ['nitrictech/nitric@v1.27.5:cloud/aws/deploy/keyvalue.go#L40-L62'],
    },
    secrets: {
      status: 'deployed',
      creates: 'A Secrets Manager secret per secret.',
      notes: '`import.secrets.<name>` in the stack file adopts an existing secret by ARN and keeps it when the stack is destroyed.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/secret.go#L30-L97',
        'nitrictech/nitric@v1.27.5:cloud/aws/common/config.go#L35-L39',
      ],
    },
    sql: {
      status: 'deployed',
      creates:
        'One Aurora PostgreSQL 13 Serverless v2 cluster (`rds.Cluster` with a `db.serverless` instance) for the stack, in a new VPC across 3 availability zones; a CodeBuild project creates each database in it, and a migration image runs as another CodeBuild project during `nitric up`.',
      notes:
        'Capacity comes from `aurora-rds-cluster` (default 0.5 to 1 ACU). Declaring any database puts every Lambda in the VPC\'s private subnets (one NAT gateway), and a service `lambda.vpc` setting then stops the deployment.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/deploy.go#L223-L239',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/vpc.go#L27-L57',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/sql.go#L67-L397',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/service.go#L212-L227',
        'nitrictech/nitric@v1.27.5:cloud/aws/common/config.go#L108-L111',
      ],
    },
    batch: {
      status: 'deployed',
      creates:
        'A shared AWS Batch managed EC2 compute environment and job queue, and for each batch service an ECR repository with its image, an IAM role and a `batch.JobDefinition` per job (default 1 vCPU and 512 MiB; a `GPU` resource requirement when the job asks for GPUs).',
      notes:
        'The compute environment\'s vCPU range and instance types come from `batch-compute-env` (default 0 to 32 vCPUs, `optimal`); jobs that request GPUs can only run on instance types listed there. Without SQL databases, the compute environment runs in the public subnets of the region\'s default VPC, which must exist.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/deploy.go#L241-L250',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/batch.go#L45-L391',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/batch.go#L50-L63',
        'nitrictech/nitric@v1.27.5:cloud/aws/common/config.go#L101-L106',
      ],
    },
    websites: {
      status: 'deployed',
      creates:
        'An S3 bucket per website with its files uploaded as objects, and one CloudFront distribution for the stack (origin access identity, URL-rewrite functions) that also routes `/api/<name>/*` to each API and `/ws/<name>` to each websocket.',
      notes:
        'On the first deployment and whenever the website\'s files change, the provider runs `aws cloudfront create-invalidation` on your machine, so it needs the AWS CLI, unless `cdn.skip-cache-invalidation` is set; `cdn.domain` adds a custom domain.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/website.go#L53-L139',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/website.go#L522-L563',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/deploy.go#L255-L269',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/website.go#L141-L424',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/website.go#L520-L566',
      ],
    },
  },
  gcp: {
    apis: {
      status: 'deployed',
      creates:
        'A Google Cloud API Gateway (`apigateway.Api`, an `ApiConfig` from the OpenAPI document converted to Swagger 2.0, and a `Gateway`) in front of the Cloud Run services, calling them through a per-API service account with `roles/run.invoker`.',
      notes: 'OpenID Connect rules become Google JWT checks (issuer, JWKS, audiences); any other security scheme stops the deployment.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/pulumi.go#L117-L118',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/api.go#L48-L272',
      ],
    },
    http: {
      status: 'deployed',
      creates:
        'An API Gateway API, config and gateway whose `/**` path forwards GET, POST, PATCH, PUT, DELETE and OPTIONS requests to the target Cloud Run service.',
      sources: ['nitrictech/nitric@v1.27.5:cloud/gcp/deploy/httpproxy.go#L35-L154'],
    },
    websockets: {
      status: 'refused',
      how:
        '`nitric up` fails while the Pulumi program runs, with an error that websockets are not yet supported on Google Cloud and that you should remove them or run `nitric down`.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/websocket.go#L24-L26',
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/pulumi.go#L119-L120',
      ],
    },
    schedules: {
      status: 'deployed',
      creates:
        'A Cloud Scheduler job (`cloudscheduler.Job`) per schedule that calls the target Cloud Run service with an OIDC token; `every` rates become `every N <unit>` with days converted to hours.',
      notes: 'Expressions are evaluated in `schedule-timezone` from the stack file (default `UTC`).',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/schedule.go#L31-L85',
        'nitrictech/nitric@v1.27.5:cloud/gcp/common/config.go#L122-L124',
      ],
    },
    topics: {
      status: 'deployed',
      creates:
        'A Pub/Sub topic with a push subscription per subscribing service (300 s acknowledgement deadline, retries with 15 to 600 s backoff, authenticated as the service\'s invoker account).',
      notes: '`import.topics.<name>` in the stack file adopts an existing topic.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/topic.go#L81-L125',
        'nitrictech/nitric@v1.27.5:cloud/gcp/common/config.go#L36-L40',
      ],
    },
    queues: {
      status: 'deployed',
      creates: 'A Pub/Sub topic and one pull subscription (no expiry) per queue.',
      notes:
        'A service allowed to dequeue from two or more queues with the same permissions gets one policy for them, and the provider names each queue\'s subscription role after that policy alone, so `nitric up` fails with duplicate resource names.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/queue.go#L30-L55',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/policy.go#L275-L310',
        'nitrictech/cli@v1.61.1:pkg/collector/spec.go#L939-L966',
      ],
    },
    buckets: {
      status: 'deployed',
      creates:
        'A Cloud Storage bucket in the stack\'s region; for each listening service, a Pub/Sub topic, a `storage.Notification` and a push subscription to the service.',
      sources: ['nitrictech/nitric@v1.27.5:cloud/gcp/deploy/bucket.go#L32-L137'],
    },
    keyvalue: {
      status: 'deployed',
      creates:
        'Nothing per store: when any store is declared, the provider makes sure the project\'s `(default)` Firestore database exists (Native mode, kept on destroy), and each store is a collection named after it in that database.',
      notes: 'Collections carry only the store name, so stacks deployed to the same project share a store\'s data.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/keyvalue.go#L22-L25',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/deploy.go#L297-L308',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/deploy.go#L478-L508',
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/keyvalue/firestore.go#L243-L249',
      ],
    },
    secrets: {
      status: 'deployed',
      creates: 'A Secret Manager secret per secret.',
      notes: '`import.secrets.<name>` in the stack file adopts an existing secret.',
      sources: ['nitrictech/nitric@v1.27.5:cloud/gcp/deploy/secret.go#L88-L114'],
    },
    sql: {
      status: 'deployed',
      creates:
        'One Cloud SQL PostgreSQL 13 instance (`db-f1-micro`, private IP only) on a new VPC network with a Serverless VPC Access connector; a `sql.Database` per database, and a Cloud Run job that runs the migration image, if any.',
      notes:
        '`databases.<name>.deletion-policy` (`DELETE` or `ABANDON`) decides whether a database is dropped when Pulumi deletes it, such as when you remove it from your code; `nitric down` deletes the whole instance (created without deletion protection), with every database in it, whatever the policy.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/deploy.go#L310-L321',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/deploy.go#L510-L614',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/sql.go#L40-L151',
        'nitrictech/nitric@v1.27.5:cloud/gcp/common/config.go#L169-L183',
      ],
    },
    batch: {
      status: 'deployed',
      creates:
        'The batch image in Artifact Registry, a service account with Batch roles, and a Cloud Storage bucket holding one Google Cloud Batch job definition per job (default 1 CPU and 1024 MiB); each submit creates a Batch job from that definition.',
      notes:
        'Jobs that request GPUs get `batch-compute.accelerator-type` accelerators (default `nvidia-tesla-t4`) and run with the NVIDIA container runtime.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/deploy.go#L323-L343',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/batch.go#L41-L247',
        'nitrictech/nitric@v1.27.5:cloud/gcp/common/config.go#L97-L99',
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/batch/batch.go#L42-L80',
      ],
    },
    websites: {
      status: 'deployed',
      creates:
        'A public Cloud Storage bucket per website with its files, behind one global HTTPS load balancer with Cloud CDN (backend buckets, URL map, Certificate Manager certificate, Cloud DNS records) that also routes `/api/<name>/*` to each API gateway.',
      notes:
        'Needs `cdn.domain-name` and `cdn.zone-name` (a Cloud DNS managed zone) in the stack file, or `nitric up` fails. Cache invalidation runs `gcloud` on your machine unless `cdn.skip-cache-invalidation` is set.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/website.go#L317-L411',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/deploy.go#L407-L412',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/website.go#L51-L314',
      ],
    },
  },
  azure: {
    apis: {
      status: 'deployed',
      creates:
        'An API Management service (`apimanagement.ApiManagementService`, Consumption tier) per API, with the API imported from the OpenAPI document and an operation policy per route that forwards to the target Container App.',
      notes: '`adminemail` and `org` in the stack file fill the publisher fields (defaults `unknown@example.com` and `unknown`).',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/pulumi.go#L117-L118',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/api.go#L72-L285',
        'nitrictech/nitric@v1.27.5:cloud/azure/common/config.go#L86-L92',
      ],
    },
    http: {
      status: 'deployed',
      creates: 'A separate API Management service (Consumption tier) per proxy, whose API forwards requests to the target Container App.',
      sources: ['nitrictech/nitric@v1.27.5:cloud/azure/deploy/httpproxy.go#L67-L209'],
    },
    websockets: {
      status: 'refused',
      how:
        '`nitric up` fails while the Pulumi program runs, with an error that websockets are not yet supported on Azure and that you should remove them or run `nitric down`.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/websocket.go#L24-L26',
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/pulumi.go#L119-L120',
      ],
    },
    schedules: {
      status: 'deployed',
      creates:
        'A Dapr cron binding (`app.DaprComponent` of type `bindings.cron`) in the stack\'s Container Apps environment, scoped to the target app; `every` rates become `@every` intervals with days converted to hours.',
      notes:
        'The binding fires only while a replica of the target app runs, which is why the Terraform provider raises that app\'s minimum replicas to 1. This provider\'s equivalent check never matches (it tests for a type the declarations never have), so the app keeps `containerapps.min-replicas`, default 0: set it to at least 1 for services with schedules. The component and its route use the schedule\'s name lower-cased with spaces as dashes, so a schedule whose name has capitals or spaces reaches no handler.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/schedule.go#L41-L80',
        'nitrictech/nitric@v1.27.5:cloud/azure/common/deploy/cron.go#L27-L56',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/service.go#L299-L313',
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/pulumi.go#L58-L73',
        'nitrictech/nitric@v1.27.5:cloud/azure/common/config.go#L62-L67',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/schedule.go#L29-L33',
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/gateway/http.go#L150-L172',
      ],
    },
    topics: {
      status: 'deployed',
      creates: 'An Event Grid topic (`eventgrid.Topic`) with a webhook `eventgrid.EventSubscription` per subscribing Container App.',
      sources: ['nitrictech/nitric@v1.27.5:cloud/azure/deploy/topic.go#L42-L114'],
    },
    queues: {
      status: 'deployed',
      creates:
        'An Azure Storage queue (`storage.Queue`) in the stack\'s storage account, which is created once when the stack declares buckets, stores or queues.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/queue.go#L9-L19',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/deploy.go#L400-L413',
      ],
    },
    buckets: {
      status: 'deployed',
      creates:
        'A blob container (`storage.BlobContainer`) in the stack\'s storage account; listening services get Event Grid webhook subscriptions for blob created and deleted events.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/bucket.go#L44-L107',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/deploy.go#L400-L413',
      ],
    },
    keyvalue: {
      status: 'deployed',
      creates: 'An Azure Storage table (`storage.Table`, named after the store without hyphens) in the stack\'s storage account.',
      notes: 'The runtime lists keys with the filter `RowKey ge \'<prefix>\'` and returns every match, so `keys(prefix)` also returns keys that sort after the prefix without starting with it.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/keyvalue/keyvalue.go#L278-L331',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/keyvalue.go#L25-L38',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/deploy.go#L400-L413',
      ],
    },
    secrets: {
      status: 'deployed',
      creates:
        'One Key Vault (`keyvault.Vault`) for the stack when any secret is declared; nothing is created per secret, and access is granted by role assignments scoped to each secret\'s name in the vault.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/secret.go#L22-L27',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/deploy.go#L389-L398',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/policy.go#L118-L131',
      ],
    },
    sql: {
      status: 'deployed',
      creates:
        'One PostgreSQL 14 flexible server (`Standard_B1ms`, burstable, 32 GB, in its own virtual network with a private DNS zone) for the stack, a database per declared database, and a Container Instances group that runs the migration image, if any.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/deploy.go#L381-L387',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/deploy.go#L202-L326',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/sql.go#L31-L127',
      ],
    },
    batch: {
      status: 'refused',
      how: '`nitric up` fails with a bare "not implemented" error as soon as the Pulumi program reaches the batch services, which are handled right after databases.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/batch.go#L25-L27',
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/pulumi.go#L103-L104',
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/provider.go#L87-L91',
      ],
    },
    websites: {
      status: 'deployed',
      creates:
        'A StorageV2 account with static website hosting per website (files uploaded as blobs), and one Azure Front Door Standard profile and endpoint for the stack that routes the sites and forwards API paths to the APIs.',
      notes:
        '`cdn.domain-name`, `cdn.zone-name` and `cdn.zone-resource-group` add a custom domain in Azure DNS. On the first deployment and whenever the website\'s files change, `az afd endpoint purge` runs on your machine unless `cdn.skip-cache-invalidation` is set.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/website.go#L42-L155',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/website.go#L694-L732',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/deploy.go#L429-L438',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/website.go#L169-L736',
      ],
    },
  },
  awstf: {
    apis: {
      status: 'deployed',
      creates:
        'An `aws_apigatewayv2_api` built from the OpenAPI document (written to `.nitric/<name>.spec.json`), a `$default` `aws_apigatewayv2_stage` and `aws_lambda_permission`s for the target functions; `apis.<name>.domains` adds custom domains.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L315-L316',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/api.go#L64-L198',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/api/main.tf#L1-L26',
      ],
    },
    http: {
      status: 'deployed',
      creates:
        'An `aws_apigatewayv2_api` with one `ANY /{proxy+}` route through an `AWS_PROXY` integration to the target Lambda, a `$default` stage and an invoke permission.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/http.go#L24-L32',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/http_proxy/main.tf#L1-L37',
      ],
    },
    websockets: {
      status: 'deployed',
      creates:
        'An `aws_apigatewayv2_api` (WebSocket protocol) with `$default`, `$connect` and `$disconnect` routes and integrations, an `aws_lambda_permission` for each handler\'s function, and a stage.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/websocket.go#L24-L38',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/websocket/main.tf#L3-L90',
      ],
    },
    schedules: {
      status: 'deployed',
      creates:
        'An `aws_scheduler_schedule` with its own IAM role invoking the target Lambda; expressions are converted as in the Pulumi provider and evaluated in `schedule-timezone` (default `UTC`).',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/schedule.go#L28-L60',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/schedule/main.tf#L2-L49',
      ],
    },
    topics: {
      status: 'deployed',
      creates:
        'An `aws_sns_topic` with an `aws_sns_topic_subscription` and invoke permission per subscriber, and an `aws_sfn_state_machine` for delayed messages.',
      notes:
        'The state machine and its IAM role are named after the topic without the stack ID, as are each service\'s IAM role and ECR repository, so a second stack with the same names in the same AWS account fails to apply.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/topic/main.tf#L40-L41',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/service/main.tf#L10-L39',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/topic.go#L24-L40',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/topic/main.tf#L13-L99',
      ],
    },
    queues: {
      status: 'deployed',
      creates: 'An `aws_sqs_queue` per queue.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/queue.go#L25-L32',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/queue/main.tf#L3-L9',
      ],
    },
    buckets: {
      status: 'deployed',
      creates:
        'An `aws_s3_bucket`, with an `aws_s3_bucket_notification` and invoke permissions for services that listen for file events.',
      notes: 'This provider does not read `import.buckets`: it always creates a new bucket.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/bucket.go#L41-L59',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/bucket/main.tf#L13-L46',
      ],
    },
    keyvalue: {
      status: 'deployed',
      creates: 'An `aws_dynamodb_table` per store.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/keyvalue.go#L25-L32',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/keyvalue/main.tf#L3-L20',
      ],
    },
    secrets: {
      status: 'deployed',
      creates: 'An `aws_secretsmanager_secret` per secret, unless `import.secrets.<name>` names an existing secret\'s ARN.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/secret.go#L25-L38',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/secret/main.tf#L2-L12',
      ],
    },
    sql: {
      status: 'deployed',
      creates:
        'A VPC with one NAT gateway and an Aurora PostgreSQL 13 `aws_rds_cluster` with a serverless instance; each database is created by an `aws_codebuild_project`, and a migration image is pushed to ECR and run by another CodeBuild project during `terraform apply`.',
      notes:
        'Creating and migrating databases runs the `aws` CLI on the machine that applies the Terraform (`local-exec`). Capacity is fixed at 0.5 to 1 ACU; `aurora-rds-cluster` is not read.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/deploy.go#L160-L173',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/sql.go#L26-L58',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/rds/main.tf#L67-L92',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/sql/main.tf#L88-L131',
      ],
    },
    batch: {
      status: 'refused',
      how:
        'The Terraform providers have no batch deployment, so the batch services and their jobs are skipped without a message. `nitric up` then stops at the policies, before any Terraform is written: a service allowed to submit a job fails with an error that a job is an invalid resource type, and a batch granted access to another resource fails because no role is found for it.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L45-L92',
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L303-L342',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/policy.go#L96-L172',
      ],
    },
    websites: {
      status: 'deployed',
      creates:
        'An `aws_s3_bucket` per website with an `aws_s3_object` per file, and one `aws_cloudfront_distribution` for the stack (origin access identity, rewrite functions) that also routes `/api/<name>/*` to the APIs.',
      notes: 'Only with `cdn.domain` set: without it the provider panics on the missing domain and `nitric up` stops before writing any Terraform. Cache invalidation runs `aws cloudfront create-invalidation` during `terraform apply` unless `cdn.skip-cache-invalidation` is set.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/website.go#L25-L37',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/cdn.go#L72-L90',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/deploy.go#L207-L222',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/website/main.tf#L9-L23',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploytf/.nitric/modules/cdn/main.tf#L52-L258',
      ],
    },
  },
  gcptf: {
    apis: {
      status: 'deployed',
      creates:
        'A `google_api_gateway_api`, `google_api_gateway_api_config` and `google_api_gateway_gateway` per API, with an invoker `google_service_account` allowed to call the target Cloud Run services.',
      notes:
        'The target services are taken from the first method of each path only (GET, PATCH, DELETE, POST, PUT), and operations of other services are left out of the gateway\'s document, so when two services handle different methods of one path, the second one\'s method can be missing from the deployed API.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/api.go#L60-L189',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/api/main.tf#L1-L84',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/api.go#L191-L203',
      ],
    },
    http: {
      status: 'deployed',
      creates: 'A `google_api_gateway_api`, config and gateway forwarding to the target Cloud Run service.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/http.go#L24-L33',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/http_proxy/main.tf#L2-L46',
      ],
    },
    websockets: {
      status: 'refused',
      how:
        '`nitric up` fails before any Terraform is written, with an error that websockets are not yet supported on Google Cloud and that you should remove them.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/websocket.go#L24-L26',
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L317-L342',
      ],
    },
    schedules: {
      status: 'deployed',
      creates:
        'A `google_cloud_scheduler_job` per schedule calling the target Cloud Run service; rates are converted as in the Pulumi provider and evaluated in `schedule-timezone` (default `UTC`).',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/schedule.go#L29-L72',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/schedule/main.tf#L2-L20',
      ],
    },
    topics: {
      status: 'deployed',
      creates: 'A `google_pubsub_topic` with a push `google_pubsub_subscription` per subscribing service.',
      notes: 'This provider does not read `import.topics`.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/topic.go#L32-L60',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/topic/main.tf#L2-L32',
      ],
    },
    queues: {
      status: 'deployed',
      creates: 'A `google_pubsub_topic` and a pull `google_pubsub_subscription` per queue.',
      notes:
        'Every queue\'s topic is named `queue`, so a second queue in the stack fails `terraform apply` on the existing name. The `enqueue` and `dequeue` grants of `allow()` name a topic called after the queue\'s subscription, `<queue>-nitricqueue`, which does not exist, so any `allow()` on a queue fails `terraform apply` as well.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/queue.go#L25-L32',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/queue/main.tf#L3-L24',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/queue/outputs.tf#L1-L4',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/policy.go#L53-L58',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/policy/main.tf#L77-L91',
      ],
    },
    buckets: {
      status: 'deployed',
      creates:
        'A `google_storage_bucket`; for listening services, a `google_pubsub_topic`, a `google_storage_notification` and a push subscription.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/bucket.go#L51-L72',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/bucket/main.tf#L16-L87',
      ],
    },
    keyvalue: {
      status: 'ignored',
      how:
        'Nothing is generated for a store; the stack only enables the Firestore API. At runtime each store is a collection in the project\'s `(default)` Firestore database, which, unlike the Pulumi provider, this provider never creates, so it has to exist already.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/keyvalue.go#L22-L25',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/stack/main.tf#L12-L52',
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/keyvalue/firestore.go#L219-L249',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/deploy.go#L297-L308',
      ],
    },
    secrets: {
      status: 'deployed',
      creates: 'A `google_secret_manager_secret` per secret.',
      notes: 'This provider does not read `import.secrets`.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/secret.go#L25-L32',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/secret/main.tf#L2-L14',
      ],
    },
    sql: {
      status: 'refused',
      how:
        '`nitric up` fails before any Terraform is written, with an error that SQL databases are not yet supported by the Terraform Google Cloud provider and that you should remove them or use another provider.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/sql.go#L24-L27',
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L329-L342',
      ],
    },
    batch: {
      status: 'ignored',
      how:
        'The Terraform providers have no batch deployment, so nothing is generated for batch services or their jobs and no message says so. A service\'s permission to submit a job matches none of the policy module\'s IAM bindings, so it grants nothing; if the batch itself is granted access to a resource, `nitric up` stops with an error that only services can be principals.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L45-L92',
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L303-L335',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/policy.go#L27-L86',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/policy/main.tf#L4-L10',
      ],
    },
    websites: {
      status: 'deployed',
      creates:
        'A public `google_storage_bucket` per website with a `google_storage_bucket_object` per file, and a global HTTPS load balancer with Cloud CDN (backend buckets, URL map, Certificate Manager certificate, Cloud DNS records) that also routes to the API gateways.',
      notes:
        'Needs `cdn.domain-name` and `cdn.zone-name` in the stack file, or `nitric up` fails. Cache invalidation runs `gcloud` during `terraform apply` unless `cdn.skip-cache-invalidation` is set.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/website.go#L50-L119',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/deploy.go#L185-L193',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/website/main.tf#L2-L43',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/.nitric/modules/cdn/main.tf#L2-L182',
      ],
    },
  },
  azuretf: {
    apis: {
      status: 'deployed',
      creates:
        'An `azurerm_api_management` (`Consumption_0`) per API, with an `azurerm_api_management_api` imported from the OpenAPI document and operation policies routing to the Container Apps.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/api.go#L63-L185',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/api/main.tf#L13-L55',
      ],
    },
    http: {
      status: 'deployed',
      creates: 'An `azurerm_api_management` (`Consumption_0`) per proxy, with an API that forwards requests to the target Container App.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/httpproxy.go#L49-L104',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/http_proxy/main.tf#L13-L55',
      ],
    },
    websockets: {
      status: 'refused',
      how: '`nitric up` fails before any Terraform is written, with a bare "not implemented" error.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/websocket.go#L24-L26',
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L317-L342',
      ],
    },
    schedules: {
      status: 'deployed',
      creates:
        'An `azurerm_container_app_environment_dapr_component` (`bindings.cron`) scoped to the target app, whose minimum replicas are raised to 1 so that the binding can fire.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/schedule.go#L26-L49',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/schedule/main.tf#L2-L19',
      ],
    },
    topics: {
      status: 'deployed',
      creates:
        'An `azurerm_eventgrid_topic` with an `azurerm_eventgrid_event_subscription` webhook per subscribing service, authenticated with the service\'s Azure AD application.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/topic.go#L34-L68',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/topic/main.tf#L2-L35',
      ],
    },
    queues: {
      status: 'deployed',
      creates: 'An `azurerm_storage_queue` in the stack module\'s `azurerm_storage_account`.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/queue.go#L26-L33',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/deploy.go#L161-L190',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/queue/main.tf#L2-L7',
      ],
    },
    buckets: {
      status: 'deployed',
      creates: 'An `azurerm_storage_container`, with an `azurerm_eventgrid_event_subscription` per listening service.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/bucket.go#L47-L75',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/bucket/main.tf#L12-L41',
      ],
    },
    keyvalue: {
      status: 'deployed',
      creates: 'An `azurerm_storage_table` per store (hyphens removed from the name).',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/keyvalue.go#L25-L32',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/keyvalue/main.tf#L2-L6',
      ],
    },
    secrets: {
      status: 'deployed',
      creates:
        'The stack module\'s `azurerm_key_vault` (RBAC authorization, 7-day soft delete), created when any secret is declared; nothing is generated per secret.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/secret.go#L23-L28',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/deploy.go#L172-L190',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/stack/main.tf#L50-L65',
      ],
    },
    sql: {
      status: 'deployed',
      creates:
        'An `azurerm_postgresql_flexible_server` (PostgreSQL 14, `B_Standard_B1ms`, 32 GB, no public access) in the stack module, an `azurerm_postgresql_flexible_server_database` per database, and an `azurerm_container_group` that runs the migration image, if any.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/sql.go#L25-L53',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/stack/main.tf#L190-L223',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/sql/main.tf#L11-L87',
      ],
    },
    batch: {
      status: 'refused',
      how:
        'The Terraform providers have no batch deployment, so the batch services and their jobs are skipped without a message. `nitric up` then stops at the policies, before any Terraform is written: a service allowed to submit a job fails because that action maps to no Azure role, and a batch granted access to a resource fails because only services can be principals.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L45-L92',
        'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L303-L342',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/policy.go#L27-L60',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/policy.go#L152-L168',
      ],
    },
    websites: {
      status: 'deployed',
      creates:
        'An `azurerm_storage_account` with `azurerm_storage_account_static_website` and an `azurerm_storage_blob` per file for each website, and an Azure Front Door profile, endpoint, origins, rules and route for the stack.',
      notes: 'Cache purging runs the `az` CLI during `terraform apply` unless `cdn.skip-cache-invalidation` is set.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/website.go#L25-L40',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/cdn.go#L60-L190',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/website/main.tf#L21-L59',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploytf/.nitric/modules/cdn/main.tf#L10-L217',
      ],
    },
  },
}

/** What `nitric start` (CLI 1.61.1) runs on the reader's machine for each resource, and what differs from a deployment. */
export interface LocalSupport {
  runs: string
  differs?: string
  sources: SourceRef[]
}

export const LOCAL_SUPPORT: Record<ResourceKey, LocalSupport> = {
  apis: {
    runs:
      'Each API gets its own HTTP server in the CLI, on the first free port from 4000 or on `apis.<name>.port` from `local.nitric.yaml`, which hands requests to the route handlers in your running services; `--https-preview` serves them over TLS.',
    differs:
      'Security rules on routes are not checked locally, so any request reaches the handler, while the deployed gateways (API Gateway on AWS and Google Cloud, API Management on Azure) validate JWTs before your code runs.',
    sources: [
      'nitrictech/cli@v1.61.1:pkg/cloud/gateway/gateway.go#L230-L308',
      'nitrictech/cli@v1.61.1:pkg/cloud/gateway/gateway.go#L649-L716',
      'nitrictech/cli@v1.61.1:pkg/netx/net.go#L31-L37',
      'nitrictech/cli@v1.61.1:pkg/project/localconfig/localconfig.go#L27-L37',
      'nitrictech/cli@v1.61.1:cmd/start.go#L321',
      'nitrictech/nitric@v1.27.5:cloud/aws/deploy/api.go#L89-L111',
      'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/api.go#L63-L96',
      'nitrictech/nitric@v1.27.5:cloud/azure/deploy/api.go#L168-L218',
      'nitrictech/nitric@v1.27.5:cloud/azure/deploy/embeds/api-jwt-template.xml#L1-L8',
    ],
  },
  http: {
    runs:
      'The CLI listens on a local port (the first free one from 4000) and forwards every request, whatever its method and path, to the HTTP server your service starts.',
    differs:
      'Deployed, requests pass through API Gateway (AWS, Google Cloud) or API Management (Azure) first, and the Pulumi AWS and Google Cloud proxies map only GET, POST, PATCH, PUT, DELETE and OPTIONS.',
    sources: [
      'nitrictech/cli@v1.61.1:pkg/cloud/http/httpproxy.go#L75-L136',
      'nitrictech/cli@v1.61.1:pkg/cloud/gateway/gateway.go#L210-L228',
      'nitrictech/cli@v1.61.1:pkg/cloud/gateway/gateway.go#L770-L813',
      'nitrictech/nitric@v1.27.5:cloud/aws/deploy/httpproxy.go#L81-L101',
      'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/httpproxy.go#L110-L133',
    ],
  },
  websockets: {
    runs:
      'Each websocket gets its own server in the CLI, on the first free port from 4000 or on `websockets.<name>.port` from `local.nitric.yaml`; the CLI holds the connections and calls your connect, message and disconnect handlers.',
    differs:
      'Only the AWS providers deploy websockets: code that works locally fails `nitric up` on Google Cloud and Azure.',
    sources: [
      'nitrictech/cli@v1.61.1:pkg/cloud/gateway/gateway.go#L312-L434',
      'nitrictech/cli@v1.61.1:pkg/cloud/gateway/gateway.go#L718-L768',
      'nitrictech/cli@v1.61.1:pkg/cloud/websockets/websockets.go#L180-L274',
      'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/websocket.go#L24-L26',
      'nitrictech/nitric@v1.27.5:cloud/azure/deploy/websocket.go#L24-L26',
    ],
  },
  schedules: {
    runs:
      'A cron scheduler inside the CLI calls the schedule\'s handler while its service runs; `every` rates become `@every` intervals (days as hours). `nitric start` also lists a local URL that triggers a schedule on demand.',
    differs:
      'The local scheduler is created without a time-zone setting, while AWS and Google Cloud evaluate cron expressions in `schedule-timezone` (default `UTC`), so a cron schedule can fire at a different hour locally.',
    sources: [
      'nitrictech/cli@v1.61.1:pkg/cloud/schedules/schedules.go#L146-L237',
      'nitrictech/cli@v1.61.1:pkg/cloud/gateway/gateway.go#L470-L488',
      'nitrictech/cli@v1.61.1:pkg/view/tui/commands/local/run.go#L228',
      'nitrictech/nitric@v1.27.5:cloud/aws/common/config.go#L136-L140',
      'nitrictech/nitric@v1.27.5:cloud/gcp/common/config.go#L122-L124',
    ],
  },
  topics: {
    runs:
      'Publishing hands the message to every subscribed local service through the CLI. A publish without a delay (Python, and Go without `WithDelay`) waits for the subscribers to finish; Node.js and Dart always send a delay, `0` unless you set one, so their publish returns at once and the message is delivered in the background, as is a delayed message, which is held in memory until its delay has passed.',
    differs:
      'Locally a failing subscriber is not retried, a message to a topic without subscribers is dropped with a warning, and delayed messages are lost when `nitric start` stops; Google Cloud push subscriptions, for example, retry with 15 to 600 s backoff. Access permissions are not enforced locally.',
    sources: [
      'nitrictech/cli@v1.61.1:pkg/cloud/topics/topics.go#L164-L239',
      'nitrictech/nitric@v1.27.5:core/pkg/workers/topics/topics.go#L137-L199',
      'nitrictech/node-sdk@v1.2.2:src/api/topics/v1/topics.ts#L30-L32',
      'nitrictech/node-sdk@v1.2.2:src/api/topics/v1/topics.ts#L69-L84',
      'nitrictech/dart-sdk@v1.5.0:lib/src/api/topic.dart#L16-L24',
      'nitrictech/python-sdk@v1.2.4:nitric/resources/topics.py#L77-L81',
      'nitrictech/go-sdk@v1.1.1:nitric/topics/client.go#L51-L77',
      'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/topic.go#L101-L107',
      'nitrictech/cli@v1.61.1:pkg/cloud/resources/resources.go#L93-L106',
    ],
  },
  queues: {
    runs:
      'Each queue is a list in the CLI\'s memory; dequeued messages are leased for 30 seconds and become available again if not completed in time.',
    differs:
      'Messages are lost when `nitric start` stops, the lease is fixed at 30 seconds, and a dequeue must ask for 1 to 10 messages. Access permissions are not enforced locally.',
    sources: [
      'nitrictech/cli@v1.61.1:pkg/cloud/queues/queues.go#L50-L175',
      'nitrictech/cli@v1.61.1:pkg/cloud/resources/resources.go#L93-L106',
    ],
  },
  buckets: {
    runs:
      'Files are stored in folders under `.nitric/run/buckets/<bucket>/` in your project (`LOCAL_BUCKETS_DIR` overrides it); writes and deletes made through Nitric send file events to listening services, and presigned URLs point at a local HTTP server.',
    differs:
      'Copying files into the folder yourself sends no events. Presigned URLs are signed with a key generated for each run, so they stop working after a restart. Access permissions are not enforced locally.',
    sources: [
      'nitrictech/cli@v1.61.1:pkg/cloud/env/env.go#L28-L37',
      'nitrictech/cli@v1.61.1:pkg/cloud/storage/storage.go#L57-L80',
      'nitrictech/cli@v1.61.1:pkg/cloud/storage/storage.go#L156-L240',
      'nitrictech/cli@v1.61.1:pkg/cloud/storage/storage.go#L304-L368',
      'nitrictech/cli@v1.61.1:pkg/cloud/storage/storage.go#L453-L494',
      'nitrictech/cli@v1.61.1:pkg/cloud/resources/resources.go#L93-L106',
    ],
  },
  keyvalue: {
    runs: 'Each store is a BoltDB file, `.nitric/run/kv/<store>.db`, with the store name lower-cased (`LOCAL_DB_DIR` overrides the folder).',
    differs:
      'Data stays in the file between runs until you delete it, and store names that differ only in case share a file. Access permissions are not enforced locally.',
    sources: [
      'nitrictech/cli@v1.61.1:pkg/cloud/env/env.go#L28-L33',
      'nitrictech/cli@v1.61.1:pkg/cloud/keyvalue/keyvalue.go#L191-L205',
      'nitrictech/cli@v1.61.1:pkg/cloud/keyvalue/keyvalue.go#L263-L274',
      'nitrictech/cli@v1.61.1:pkg/cloud/resources/resources.go#L93-L106',
    ],
  },
  secrets: {
    runs:
      'Each version is a file in `.nitric/run/secrets/` named `<secret>_<uuid>.txt` holding the base64-encoded value, and `<secret>_latest.txt` copies the newest (`LOCAL_SECRETS_DIR` overrides the folder).',
    differs: 'Values sit unencrypted on disk and version IDs are random UUIDs. Access permissions are not enforced locally.',
    sources: [
      'nitrictech/cli@v1.61.1:pkg/cloud/env/env.go#L28-L36',
      'nitrictech/cli@v1.61.1:pkg/cloud/secrets/secret.go#L47-L162',
      'nitrictech/cli@v1.61.1:pkg/cloud/resources/resources.go#L93-L106',
    ],
  },
  sql: {
    runs:
      '`nitric start` always starts a `postgres:17.6` Docker container (`nitric-<project>-local-sql`, password `localsecret`, data in the `<project>-local-sql` volume) on the first free port from 5432, and creates each database when a service declares it.',
    differs:
      'Deployed databases run PostgreSQL 13 (AWS, Google Cloud) or 14 (Azure). Deployed, migrations run as part of the deployment (during `nitric up` with the Pulumi providers; with `nitric/awstf` and `nitric/azuretf` when you apply the Terraform that `nitric up` writes, while `nitric/gcptf` refuses databases), but locally only when you apply them from the local dashboard. `nitric up` refuses databases unless `sql-databases` is in the project\'s `preview` list; `nitric start` does not check. Docker must be running for `nitric start` even without databases.',
    sources: [
      'nitrictech/cli@v1.61.1:pkg/cloud/cloud.go#L312-L322',
      'nitrictech/cli@v1.61.1:pkg/cloud/sql/sql.go#L103-L194',
      'nitrictech/cli@v1.61.1:pkg/cloud/sql/sql.go#L312-L365',
      'nitrictech/cli@v1.61.1:pkg/dashboard/handlers.go#L302-L349',
      'nitrictech/cli@v1.61.1:pkg/project/project.go#L310-L312',
      'nitrictech/cli@v1.61.1:cmd/stack.go#L221',
      'nitrictech/nitric@v1.27.5:cloud/aws/deploy/sql.go#L98-L101',
      'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/deploy.go#L592-L594',
      'nitrictech/nitric@v1.27.5:cloud/azure/deploy/deploy.go#L297-L304',
      'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L342',
      'nitrictech/nitric@v1.27.5:cloud/gcp/deploytf/sql.go#L24-L27',
    ],
  },
  batch: {
    runs:
      'Batch services run as local processes like other services (the project\'s `preview` list must include `batch-services`); submitting a job calls its handler in that process in the background.',
    differs:
      'CPU, memory and GPU requirements are ignored locally. Deployed, only the AWS and Google Cloud Pulumi providers run jobs (AWS Batch, Google Cloud Batch); Azure refuses batch services and the Terraform providers do not deploy them.',
    sources: [
      'nitrictech/cli@v1.61.1:cmd/start.go#L241',
      'nitrictech/cli@v1.61.1:pkg/cloud/cloud.go#L107-L174',
      'nitrictech/cli@v1.61.1:pkg/cloud/batch/batch.go#L155-L190',
      'nitrictech/cli@v1.61.1:pkg/project/project.go#L908-L910',
      'nitrictech/nitric@v1.27.5:cloud/azure/deploy/batch.go#L25-L27',
      'nitrictech/nitric@v1.27.5:cloud/common/deploy/provider/terraform.go#L303-L335',
    ],
  },
  websites: {
    runs:
      '`nitric start` runs each website\'s `dev.command` and serves it through a local proxy to its `dev.url`, on ports from 5000; the proxy also forwards `/api/<name>/` to the local APIs and `/ws/<name>` to the websockets. The project\'s `preview` list must include `websites`.',
    differs: 'Locally you see your dev server, not the files from `build.command` and `build.output` that `nitric up` uploads to storage behind a CDN.',
    sources: [
      'nitrictech/cli@v1.61.1:cmd/start.go#L243-L251',
      'nitrictech/cli@v1.61.1:pkg/project/website.go#L69-L147',
      'nitrictech/cli@v1.61.1:pkg/cloud/websites/websites.go#L122-L165',
      'nitrictech/cli@v1.61.1:pkg/cloud/websites/websites.go#L194-L270',
      'nitrictech/cli@v1.61.1:pkg/cloud/websites/websites.go#L293-L346',
      'nitrictech/cli@v1.61.1:pkg/project/config.go#L87-L104',
      'nitrictech/cli@v1.61.1:pkg/project/project.go#L857-L861',
      'nitrictech/cli@v1.61.1:cmd/stack.go#L284',
    ],
  },
}
