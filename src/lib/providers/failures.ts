import type { SourceRef } from '../sources/pins'

/**
 * How each provider's runtime reports the failures application code most often handles, as the gRPC status the SDK
 * receives, and which error each SDK release then raises for that status. Traced from the runtime plugins
 * (`cloud/<cloud>/runtime` at the provider tag; the CLI's local runtime for `nitric start`) to each SDK's error
 * mapping. Pages show these through `<FailureTable>`.
 */

export const GRPC_CODES = [
  'OK', 'CANCELLED', 'UNKNOWN', 'INVALID_ARGUMENT', 'DEADLINE_EXCEEDED', 'NOT_FOUND', 'ALREADY_EXISTS', 'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED', 'FAILED_PRECONDITION', 'ABORTED', 'OUT_OF_RANGE', 'UNIMPLEMENTED', 'INTERNAL', 'UNAVAILABLE',
  'DATA_LOSS', 'UNAUTHENTICATED',
] as const
export type GrpcCode = (typeof GRPC_CODES)[number]

export const FAILURE_CASES = {
  'bucket-read-missing': 'Read a file that does not exist',
  'bucket-delete-missing': 'Delete a file that does not exist',
  'kv-get-missing': 'Get a key that does not exist',
  'secret-access-missing': 'Access a secret version that does not exist: `latest` before the first put, or an unknown version ID',
  'denied': 'Call a resource the service did not request permission for',
} as const
export type FailureCase = keyof typeof FAILURE_CASES

/** Where the code runs: `nitric start`, or a deployment on a cloud (Pulumi and Terraform providers share a runtime). */
export const FAILURE_TARGETS = ['local', 'aws', 'gcp', 'azure'] as const
export type FailureTarget = (typeof FAILURE_TARGETS)[number]

export interface Reported {
  /** The status the SDK receives, or `none` when the call succeeds (a delete of a missing file, say). */
  code: GrpcCode | 'none'
  note?: string
  sources: SourceRef[]
}

export const PROVIDER_FAILURES: Record<FailureCase, Record<FailureTarget, Reported>> = {
  'bucket-read-missing': {
    local: {
      code: 'NOT_FOUND',
      note: 'The local storage service reads the file from the bucket\'s folder under `.nitric/run/buckets`; a missing file is reported as NOT_FOUND.',
      sources: [
        'nitrictech/cli@v1.61.1:pkg/cloud/storage/storage.go#L255-L265',
        'nitrictech/cli@v1.61.1:pkg/cloud/env/env.go#L34',
        'nitrictech/nitric@v1.27.5:core/pkg/grpc/errors/errors.go#L28-L50',
      ],
    },
    aws: {
      code: 'UNKNOWN',
      note: 'S3 GetObject fails with NoSuchKey (read access includes s3:ListBucket on the bucket, so S3 answers 404, not 403). The plugin recognises only AccessDenied and reports every other S3 error, NoSuchKey included, as UNKNOWN, so code that waits for a not-found error never sees one.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/storage/s3.go#L86-L108',
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/storage/s3.go#L77-L83',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/policy.go#L40-L46',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/policy.go#L113-L116',
        'nitrictech/node-sdk@v1.2.2:src/resources/bucket.ts#L264-L265',
      ],
    },
    gcp: {
      code: 'INTERNAL',
      note: 'Opening a reader on the missing object fails with the storage client\'s not-found error. The plugin maps only HTTP 403 to PERMISSION_DENIED and reports anything else as INTERNAL.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/storage/storage.go#L101-L116',
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/storage/storage.go#L77-L84',
      ],
    },
    azure: {
      code: 'INTERNAL',
      note: 'The blob download fails (BlobNotFound) and the plugin reports every download error as INTERNAL; it looks for BlobNotFound only in Exists.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/storage/azblob.go#L54-L73',
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/storage/azblob.go#L221-L231',
      ],
    },
  },
  'bucket-delete-missing': {
    local: {
      code: 'NOT_FOUND',
      note: 'Removing the missing file fails, and the local service reports any remove error as NOT_FOUND. So under `nitric start` the delete fails, where it succeeds on AWS and Google Cloud.',
      sources: [
        'nitrictech/cli@v1.61.1:pkg/cloud/storage/storage.go#L354-L363',
        'nitrictech/nitric@v1.27.5:core/pkg/grpc/errors/errors.go#L28-L50',
      ],
    },
    aws: {
      code: 'none',
      note: 'The plugin passes the delete to S3 DeleteObject and maps only its errors. S3 answers a delete of a key that does not exist with success, so the call succeeds; that last step is S3\'s behaviour, not code in the plugin.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/storage/s3.go#L167-L197',
      ],
    },
    gcp: {
      code: 'none',
      note: 'The plugin ignores the storage client\'s object-not-exist error on delete, so the call succeeds. Every other failure except a 403 comes back as NOT_FOUND with the message "object does not exist", so on Google Cloud a NOT_FOUND from a delete does not mean the file was missing.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/storage/storage.go#L209-L229',
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/storage/storage.go#L218-L226',
      ],
    },
    azure: {
      code: 'INTERNAL',
      note: 'Azure Blob Storage refuses to delete a blob that does not exist (404 BlobNotFound), and the plugin reports every delete error as INTERNAL.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/storage/azblob.go#L120-L139',
      ],
    },
  },
  'kv-get-missing': {
    local: {
      code: 'NOT_FOUND',
      note: 'The local store (a BoltDB file per store) reports the missing key as NOT_FOUND.',
      sources: [
        'nitrictech/cli@v1.61.1:pkg/cloud/keyvalue/keyvalue.go#L91-L101',
      ],
    },
    aws: {
      code: 'NOT_FOUND',
      note: 'DynamoDB GetItem returns no item for a missing key, and the plugin turns the empty result into NOT_FOUND.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/keyvalue/dynamodb.go#L99-L122',
      ],
    },
    gcp: {
      code: 'NOT_FOUND',
      note: 'Firestore returns a NotFound status for the missing document, and the plugin passes it on as NOT_FOUND.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/keyvalue/firestore.go#L54-L64',
      ],
    },
    azure: {
      code: 'NOT_FOUND',
      note: 'Azure Table Storage answers 404 for the missing entity, and the plugin maps it to NOT_FOUND.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/keyvalue/keyvalue.go#L77-L88',
      ],
    },
  },
  'secret-access-missing': {
    local: {
      code: 'NOT_FOUND',
      note: 'Each version is a file in the local secrets folder, and `latest` is a file that only a put writes. Before the first put, or for a version ID that was never written, the read fails and is reported as NOT_FOUND, with a hint to put a value first.',
      sources: [
        'nitrictech/cli@v1.61.1:pkg/cloud/secrets/secret.go#L47-L50',
        'nitrictech/cli@v1.61.1:pkg/cloud/secrets/secret.go#L85-L86',
        'nitrictech/cli@v1.61.1:pkg/cloud/secrets/secret.go#L125-L134',
      ],
    },
    aws: {
      code: 'UNKNOWN',
      note: 'A Secrets Manager secret that the deployment creates has no value, so GetSecretValue fails for `latest`, as it does for a version ID that does not exist; the plugin maps every error except AccessDenied to UNKNOWN.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/secret/secrets_manager.go#L143-L174',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/secret.go#L61-L64',
      ],
    },
    gcp: {
      code: 'INTERNAL',
      note: 'A Secret Manager secret that the deployment creates has no version, so accessing `latest` fails, as does any version that does not exist; the plugin maps everything except PERMISSION_DENIED to INTERNAL.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/secret/secret_manager.go#L181-L212',
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/secret/secret_manager.go#L83-L92',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/secret.go#L75-L80',
      ],
    },
    azure: {
      code: 'INTERNAL',
      note: 'The deployment creates nothing in Key Vault for a secret, so GetSecret fails until the first put, and for a version that does not exist; the plugin reports every error as INTERNAL.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/secret/key_vault.go#L83-L103',
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/secret.go#L22-L27',
      ],
    },
  },
  'denied': {
    local: {
      code: 'none',
      note: '`nitric start` does not check permissions. Each service\'s gRPC server only tags requests with the service name, and the policies a service declares are only recorded, for the dashboard. The call runs as if the permission had been requested.',
      sources: [
        'nitrictech/cli@v1.61.1:pkg/cloud/cloud.go#L227-L238',
        'nitrictech/cli@v1.61.1:pkg/grpcx/metadata.go#L44-L52',
        'nitrictech/cli@v1.61.1:pkg/cloud/resources/resources.go#L93-L106',
        'nitrictech/cli@v1.61.1:pkg/dashboard/dashboard.go#L414-L420',
      ],
    },
    aws: {
      code: 'PERMISSION_DENIED',
      note: 'IAM refuses the call, and the S3, DynamoDB, Secrets Manager and SNS plugins map the refusal (AccessDenied, or AuthorizationError for SNS) to PERMISSION_DENIED, with a message that points at a missing permission request. A delayed publish goes through Step Functions, whose refusal comes back as INTERNAL. For a queue, the SQS plugin first looks up the queue URL, which only a service with a permission on that queue may do, and reports that failure as NOT_FOUND; only a service that holds the other queue permission can get PERMISSION_DENIED.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/storage/s3.go#L77-L101',
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/keyvalue/dynamodb.go#L58-L64',
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/secret/secrets_manager.go#L72-L78',
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/topic/sns.go#L55-L61',
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/topic/sns.go#L150-L165',
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/queue/sqs.go#L66-L72',
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/queue/sqs.go#L153-L158',
        'nitrictech/nitric@v1.27.5:cloud/aws/runtime/queue/sqs.go#L77-L83',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/policy.go#L80-L92',
        'nitrictech/nitric@v1.27.5:cloud/aws/deploy/service.go#L127-L134',
      ],
    },
    gcp: {
      code: 'PERMISSION_DENIED',
      note: 'Google Cloud refuses the call, and the storage, Firestore, Secret Manager and topic plugins pass the refusal on as PERMISSION_DENIED. A queue enqueue returns no error status: each refused message comes back in the list of failed messages. Key-value roles are bound to the whole project, not to a store: each key-value action a service requested for one store works on every store in the project, and only an action it requested for no store is refused.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/storage/storage.go#L77-L109',
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/keyvalue/firestore.go#L65-L70',
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/secret/secret_manager.go#L199-L205',
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/topic/pubsub.go#L197-L204',
        'nitrictech/nitric@v1.27.5:cloud/gcp/runtime/queue/pubsub.go#L177-L190',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/policy.go#L236-L263',
        'nitrictech/nitric@v1.27.5:cloud/gcp/deploy/policy.go#L75-L96',
      ],
    },
    azure: {
      code: 'INTERNAL',
      note: 'Role assignments are scoped to each resource, so Azure refuses the call (403). Only the key-value plugin maps that to PERMISSION_DENIED; the storage, secrets and topic plugins and a queue dequeue report it as INTERNAL, the code shown here for a file read. A queue enqueue returns no error status: each refused message comes back in the list of failed messages.',
      sources: [
        'nitrictech/nitric@v1.27.5:cloud/azure/deploy/policy.go#L88-L102',
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/storage/azblob.go#L67-L73',
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/keyvalue/keyvalue.go#L89-L95',
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/secret/key_vault.go#L97-L103',
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/topic/eventgrid.go#L101-L108',
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/queue/azqueue.go#L77-L83',
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/queue/azqueue.go#L95-L113',
        'nitrictech/nitric@v1.27.5:cloud/azure/runtime/queue/azqueue.go#L146-L155',
      ],
    },
  },
}

/** Per SDK reference version (`nodejs/v1`, `csharp/v0`): the error raised for each status, in the SDK's own names. */
export interface Raised {
  /** Markdown: the error type in a code span, and how to tell the status where one type carries them all. */
  raises: string
  /** What is surprising about it: an SDK that does not map the code, a quirk of its error text. */
  note?: string
  /** A note about one failure case only (shown before `note` in that case's table), e.g. a method documented otherwise. */
  caseNotes?: Partial<Record<FailureCase, string>>
  sources: SourceRef[]
}

export const SDK_ERRORS: Record<string, Partial<Record<GrpcCode, Raised>>> = {
  'nodejs/v1': {
    UNKNOWN: {
      raises: '`UnknownError`',
      note: 'Also the fallback for a code missing from the map. Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L40',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L171',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L63-L71',
      ],
    },
    NOT_FOUND: {
      raises: '`NotFoundError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      caseNotes: {
        'kv-get-missing': 'A store\'s `get()` is documented to return null for a missing key, but every runtime answers NOT_FOUND, so it rejects with NotFoundError instead.',
      },
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L43',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L62',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
        'nitrictech/node-sdk@v1.2.2:src/api/keyvalue/v1/store.ts#L46-L53',
        'nitrictech/node-sdk@v1.2.2:src/api/storage/v1/storage.ts#L263-L277',
        'nitrictech/node-sdk@v1.2.2:src/api/keyvalue/v1/store.ts#L53-L66',
        'nitrictech/node-sdk@v1.2.2:src/api/secrets/v1/secrets.ts#L196-L205',
      ],
    },
    PERMISSION_DENIED: {
      raises: '`PermissionDeniedError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L45',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L70',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    INVALID_ARGUMENT: {
      raises: '`InvalidArgumentError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L41',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L127',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    ALREADY_EXISTS: {
      raises: '`AlreadyExistsError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L44',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L84',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    UNAVAILABLE: {
      raises: '`UnavailableError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L52',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L157',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    INTERNAL: {
      raises: '`InternalError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L51',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L120',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    UNIMPLEMENTED: {
      raises: '`UnimplementedError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L50',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L164',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    CANCELLED: {
      raises: '`CancelledError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L39',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L91',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    DEADLINE_EXCEEDED: {
      raises: '`DeadlineExceededError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L42',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L105',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    RESOURCE_EXHAUSTED: {
      raises: '`ResourceExhaustedError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L46',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L143',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    FAILED_PRECONDITION: {
      raises: '`FailedPreconditionError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L47',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L113',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    ABORTED: {
      raises: '`AbortedError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L48',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L77',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    OUT_OF_RANGE: {
      raises: '`OutOfRangeError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L49',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L135',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    DATA_LOSS: {
      raises: '`DataLossError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L53',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L98',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
    UNAUTHENTICATED: {
      raises: '`UnauthenticatedError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v1.2.2:src/api/errors/index.ts#L54',
        'nitrictech/node-sdk@v1.2.2:src/api/errors/provider-error.ts#L150',
        'nitrictech/node-sdk@v1.2.2:src/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v1.2.2:package.json#L11',
      ],
    },
  },
  'nodejs/v0': {
    UNKNOWN: {
      raises: '`UnknownError`',
      note: 'Also the fallback for a code missing from the map. Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L38',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/unknown.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L61-L69',
      ],
    },
    NOT_FOUND: {
      raises: '`NotFoundError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L41',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/not-found.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
        'nitrictech/node-sdk@v0.15.0:src/api/storage/v0/storage.ts#L272-L286',
        'nitrictech/node-sdk@v0.15.0:src/api/documents/v0/document-ref.ts#L55-L64',
        'nitrictech/node-sdk@v0.15.0:src/api/secrets/v0/secrets.ts#L198-L207',
      ],
    },
    PERMISSION_DENIED: {
      raises: '`PermissionDeniedError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L43',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/permission-denied.ts#L21',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    INVALID_ARGUMENT: {
      raises: '`InvalidArgumentError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L39',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/invalid-argument.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    ALREADY_EXISTS: {
      raises: '`AlreadyExistsError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L42',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/already-exists.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    UNAVAILABLE: {
      raises: '`UnavailableError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L50',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/unavailable.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    INTERNAL: {
      raises: '`InternalError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L49',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/internal.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    UNIMPLEMENTED: {
      raises: '`UnimplementedError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L48',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/unimplemented.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    CANCELLED: {
      raises: '`CancelledError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L37',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/cancelled.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    DEADLINE_EXCEEDED: {
      raises: '`DeadlineExceededError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L40',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/deadline-exceeded.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    RESOURCE_EXHAUSTED: {
      raises: '`ResourceExhaustedError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L44',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/resource-exhausted.ts#L21',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    FAILED_PRECONDITION: {
      raises: '`FailedPreconditionError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L45',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/failed-precondition.ts#L21',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    ABORTED: {
      raises: '`AbortedError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L46',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/aborted.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    OUT_OF_RANGE: {
      raises: '`OutOfRangeError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L47',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/out-of-range.ts#L21',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    DATA_LOSS: {
      raises: '`DataLossError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L51',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/data-loss.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
    UNAUTHENTICATED: {
      raises: '`UnauthenticatedError`',
      note: 'Not exported from `@nitric/sdk`: its entry point re-exports `src/api`, which has no errors module, so there is no class to import for an `instanceof` check.',
      sources: [
        'nitrictech/node-sdk@v0.15.0:src/api/errors/index.ts#L52',
        'nitrictech/node-sdk@v0.15.0:src/api/errors/unauthenticated.ts#L20',
        'nitrictech/node-sdk@v0.15.0:src/index.ts#L14-L19',
        'nitrictech/node-sdk@v0.15.0:src/api/index.ts#L14-L18',
        'nitrictech/node-sdk@v0.15.0:package.json#L11',
      ],
    },
  },
  'python/v1': {
    UNKNOWN: {
      raises: '`UnknownException`',
      note: 'Also raised, without a message, for a code outside the map. Import the classes from `nitric.exception`.',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L192',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L141',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L178-L179',
      ],
    },
    NOT_FOUND: {
      raises: '`NotFoundException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L195',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L97',
        'nitrictech/python-sdk@v1.2.4:nitric/resources/buckets.py#L224-L232',
        'nitrictech/python-sdk@v1.2.4:nitric/resources/kv.py#L78-L89',
        'nitrictech/python-sdk@v1.2.4:nitric/resources/secrets.py#L115-L123',
      ],
    },
    PERMISSION_DENIED: {
      raises: '`PermissionDeniedException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L197',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L103',
      ],
    },
    INVALID_ARGUMENT: {
      raises: '`InvalidArgumentException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L193',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L76',
      ],
    },
    ALREADY_EXISTS: {
      raises: '`AlreadyExistsException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L196',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L36',
      ],
    },
    UNAVAILABLE: {
      raises: '`UnavailableException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L204',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L121',
      ],
    },
    INTERNAL: {
      raises: '`InternalException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L203',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L70',
      ],
    },
    UNIMPLEMENTED: {
      raises: '`UnimplementedException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L202',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L131',
      ],
    },
    CANCELLED: {
      raises: '`CancelledException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L191',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L42',
      ],
    },
    DEADLINE_EXCEEDED: {
      raises: '`DeadlineExceededException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L194',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L54',
      ],
    },
    RESOURCE_EXHAUSTED: {
      raises: '`ResourceExhaustedException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L198',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L109',
      ],
    },
    FAILED_PRECONDITION: {
      raises: '`FailedPreconditionException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L199',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L60',
      ],
    },
    ABORTED: {
      raises: '`AbortedException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L200',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L30',
      ],
    },
    OUT_OF_RANGE: {
      raises: '`OutOfRangeException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L201',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L87',
      ],
    },
    DATA_LOSS: {
      raises: '`DataLossException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L205',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L48',
      ],
    },
    UNAUTHENTICATED: {
      raises: '`UnauthenticatedException`',
      sources: [
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L206',
        'nitrictech/python-sdk@v1.2.4:nitric/exception.py#L115',
      ],
    },
  },
  'python/v0': {
    UNKNOWN: {
      raises: '`UnknownException`',
      note: 'Also raised, without a message, for a code outside the map. Import the classes from `nitric.exception`.',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L183',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L140',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L169-L170',
      ],
    },
    NOT_FOUND: {
      raises: '`NotFoundException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L186',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L96',
        'nitrictech/python-sdk@v0.14.0:nitric/api/storage.py#L117-L125',
        'nitrictech/python-sdk@v0.14.0:nitric/api/documents.py#L80-L88',
        'nitrictech/python-sdk@v0.14.0:nitric/api/secrets.py#L119-L127',
      ],
    },
    PERMISSION_DENIED: {
      raises: '`PermissionDeniedException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L188',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L102',
      ],
    },
    INVALID_ARGUMENT: {
      raises: '`InvalidArgumentException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L184',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L75',
      ],
    },
    ALREADY_EXISTS: {
      raises: '`AlreadyExistsException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L187',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L35',
      ],
    },
    UNAVAILABLE: {
      raises: '`UnavailableException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L195',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L120',
      ],
    },
    INTERNAL: {
      raises: '`InternalException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L194',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L69',
      ],
    },
    UNIMPLEMENTED: {
      raises: '`UnimplementedException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L193',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L130',
      ],
    },
    CANCELLED: {
      raises: '`CancelledException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L182',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L41',
      ],
    },
    DEADLINE_EXCEEDED: {
      raises: '`DeadlineExceededException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L185',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L53',
      ],
    },
    RESOURCE_EXHAUSTED: {
      raises: '`ResourceExhaustedException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L189',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L108',
      ],
    },
    FAILED_PRECONDITION: {
      raises: '`FailedPreconditionException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L190',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L59',
      ],
    },
    ABORTED: {
      raises: '`AbortedException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L191',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L29',
      ],
    },
    OUT_OF_RANGE: {
      raises: '`OutOfRangeException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L192',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L86',
      ],
    },
    DATA_LOSS: {
      raises: '`DataLossException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L196',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L47',
      ],
    },
    UNAUTHENTICATED: {
      raises: '`UnauthenticatedException`',
      sources: [
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L197',
        'nitrictech/python-sdk@v0.14.0:nitric/exception.py#L114',
      ],
    },
  },
  'go/v1': {
    UNKNOWN: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Unknown`',
      note: 'FromGrpcError also gives codes.Unknown to an error that carries no gRPC status.',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L22',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L62-L66',
      ],
    },
    NOT_FOUND: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.NotFound`',
      note: '`codes.Code.String` has no NotFound case, so the error text starts with "Unknown"; test `errors.Code(err)`, not the message.',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L25',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L39-L75',
        'nitrictech/go-sdk@v1.1.1:nitric/storage/client.go#L54-L61',
        'nitrictech/go-sdk@v1.1.1:nitric/keyvalue/client.go#L75-L86',
        'nitrictech/go-sdk@v1.1.1:nitric/secrets/client.go#L79-L90',
      ],
    },
    PERMISSION_DENIED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.PermissionDenied`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L27',
      ],
    },
    INVALID_ARGUMENT: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.InvalidArgument`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L23',
      ],
    },
    ALREADY_EXISTS: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.AlreadyExists`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L26',
      ],
    },
    UNAVAILABLE: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Unavailable`',
      note: 'The client constructors also return codes.Unavailable when they cannot reach the nitric server.',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L34',
        'nitrictech/go-sdk@v1.1.1:nitric/storage/client.go#L175-L182',
      ],
    },
    INTERNAL: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Internal`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L33',
      ],
    },
    UNIMPLEMENTED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Unimplemented`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L32',
      ],
    },
    CANCELLED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Cancelled`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L21',
      ],
    },
    DEADLINE_EXCEEDED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.DeadlineExceeded`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L24',
      ],
    },
    RESOURCE_EXHAUSTED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.ResourceExhausted`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L28',
      ],
    },
    FAILED_PRECONDITION: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.FailedPrecondition`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L29',
      ],
    },
    ABORTED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Aborted`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L30',
      ],
    },
    OUT_OF_RANGE: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.OutOfRange`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L31',
      ],
    },
    DATA_LOSS: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.DataLoss`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L35',
      ],
    },
    UNAUTHENTICATED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Unauthenticated`',
      sources: [
        'nitrictech/go-sdk@v1.1.1:nitric/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v1.1.1:nitric/errors/codes/codes.go#L36',
      ],
    },
  },
  'go/v0': {
    UNKNOWN: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Unknown`',
      note: 'FromGrpcError also gives codes.Unknown to an error that carries no gRPC status.',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L22',
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L62-L66',
      ],
    },
    NOT_FOUND: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.NotFound`',
      note: '`codes.Code.String` has no NotFound case, so the error text starts with "Unknown"; test `errors.Code(err)`, not the message.',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L25',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L39-L75',
        'nitrictech/go-sdk@v0.9.0:api/storage/file.go#L59-L66',
        'nitrictech/go-sdk@v0.9.0:api/documents/document_ref.go#L156-L162',
        'nitrictech/go-sdk@v0.9.0:api/secrets/secret_version_ref.go#L46-L57',
      ],
    },
    PERMISSION_DENIED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.PermissionDenied`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L27',
      ],
    },
    INVALID_ARGUMENT: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.InvalidArgument`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L23',
      ],
    },
    ALREADY_EXISTS: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.AlreadyExists`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L26',
      ],
    },
    UNAVAILABLE: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Unavailable`',
      note: 'The client constructors also return codes.Unavailable when they cannot reach the nitric server.',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L34',
        'nitrictech/go-sdk@v0.9.0:api/storage/storage.go#L49-L54',
      ],
    },
    INTERNAL: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Internal`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L33',
      ],
    },
    UNIMPLEMENTED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Unimplemented`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L32',
      ],
    },
    CANCELLED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Cancelled`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L21',
      ],
    },
    DEADLINE_EXCEEDED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.DeadlineExceeded`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L24',
      ],
    },
    RESOURCE_EXHAUSTED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.ResourceExhausted`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L28',
      ],
    },
    FAILED_PRECONDITION: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.FailedPrecondition`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L29',
      ],
    },
    ABORTED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Aborted`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L30',
      ],
    },
    OUT_OF_RANGE: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.OutOfRange`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L31',
      ],
    },
    DATA_LOSS: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.DataLoss`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L35',
      ],
    },
    UNAUTHENTICATED: {
      raises: '`*errors.ApiError`, `errors.Code(err) == codes.Unauthenticated`',
      sources: [
        'nitrictech/go-sdk@v0.9.0:api/errors/api_error.go#L47-L56',
        'nitrictech/go-sdk@v0.9.0:api/errors/codes/codes.go#L36',
      ],
    },
  },
  'dart/v1': {
    UNKNOWN: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.unknown`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    NOT_FOUND: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.notFound`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/keyvalue.dart#L15-L20',
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/secret.dart#L54-L57',
      ],
    },
    PERMISSION_DENIED: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.permissionDenied`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    INVALID_ARGUMENT: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.invalidArgument`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    ALREADY_EXISTS: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.alreadyExists`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    UNAVAILABLE: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.unavailable`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    INTERNAL: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.internal`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    UNIMPLEMENTED: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.unimplemented`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    CANCELLED: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.cancelled`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    DEADLINE_EXCEEDED: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.deadlineExceeded`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    RESOURCE_EXHAUSTED: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.resourceExhausted`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    FAILED_PRECONDITION: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.failedPrecondition`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    ABORTED: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.aborted`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    OUT_OF_RANGE: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.outOfRange`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    DATA_LOSS: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.dataLoss`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
    UNAUTHENTICATED: {
      raises: '`GrpcError` (package:grpc), code `StatusCode.unauthenticated`',
      note: 'Not mapped: the SDK awaits the generated gRPC client without catching, so the GrpcError from package:grpc reaches your code unchanged. nitric_sdk does not re-export package:grpc; import it yourself to catch GrpcError.',
      sources: [
        'nitrictech/dart-sdk@v1.5.0:lib/src/api/bucket.dart#L79-L86',
        'nitrictech/dart-sdk@v1.5.0:lib/src/grpc_helper.dart#L82-L98',
        'nitrictech/dart-sdk@v1.5.0:lib/nitric.dart#L3-L5',
        'nitrictech/dart-sdk@v1.5.0:pubspec.yaml#L11',
      ],
    },
  },
  'csharp/v0': {
    UNKNOWN: {
      raises: '`Nitric.Sdk.Common.UnknownException`',
      note: 'Also the fallback for a code missing from the map. Every class derives from `NitricException`.',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L30',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L66',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L51-L56',
      ],
    },
    NOT_FOUND: {
      raises: '`Nitric.Sdk.Common.NotFoundException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L33',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L87',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Storage/File.cs#L108-L123',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Document/DocumentRef.cs#L66-L84',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Secret/SecretVersion.cs#L57-L80',
      ],
    },
    PERMISSION_DENIED: {
      raises: '`Nitric.Sdk.Common.PermissionDeniedException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L35',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L101',
      ],
    },
    INVALID_ARGUMENT: {
      raises: '`Nitric.Sdk.Common.InvalidArgumentException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L31',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L73',
      ],
    },
    ALREADY_EXISTS: {
      raises: '`Nitric.Sdk.Common.AlreadyExistsException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L34',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L94',
      ],
    },
    UNAVAILABLE: {
      raises: '`Nitric.Sdk.Common.UnavailableException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L42',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L150',
      ],
    },
    INTERNAL: {
      raises: '`Nitric.Sdk.Common.InternalException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L41',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L143',
      ],
    },
    UNIMPLEMENTED: {
      raises: '`Nitric.Sdk.Common.UnimplementedException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L40',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L136',
      ],
    },
    CANCELLED: {
      raises: '`Nitric.Sdk.Common.CancelledException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L29',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L59',
      ],
    },
    DEADLINE_EXCEEDED: {
      raises: '`Nitric.Sdk.Common.DeadlineExceededException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L32',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L80',
      ],
    },
    RESOURCE_EXHAUSTED: {
      raises: '`Nitric.Sdk.Common.ResourceExhaustedException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L36',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L108',
      ],
    },
    FAILED_PRECONDITION: {
      raises: '`Nitric.Sdk.Common.FailedPreconditionException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L37',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L115',
      ],
    },
    ABORTED: {
      raises: '`Nitric.Sdk.Common.AbortedException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L38',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L122',
      ],
    },
    OUT_OF_RANGE: {
      raises: '`Nitric.Sdk.Common.OutOfRangeException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L39',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L129',
      ],
    },
    DATA_LOSS: {
      raises: '`Nitric.Sdk.Common.DataLossException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L43',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L157',
      ],
    },
    UNAUTHENTICATED: {
      raises: '`Nitric.Sdk.Common.UnauthenticatedException`',
      sources: [
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L44',
        'nitrictech/dotnet-sdk@v0.15.1:src/Nitric.Sdk/Common/Exceptions.cs#L164',
      ],
    },
  },
  'jvm/v0': {
    UNKNOWN: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.UNKNOWN`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    NOT_FOUND: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.NOT_FOUND`',
      note: 'Not mapped: the blocking stubs\' StatusRuntimeException comes through, except from `DocumentReference.get()`, which returns null when the message starts with NOT_FOUND.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/documents/v0/DocumentReference.kt#L36-L41',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/documents/v0/DocumentReference.kt#L30-L42',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/secrets/v0/SecretVersion.kt#L27-L32',
      ],
    },
    PERMISSION_DENIED: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.PERMISSION_DENIED`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    INVALID_ARGUMENT: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.INVALID_ARGUMENT`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    ALREADY_EXISTS: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.ALREADY_EXISTS`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    UNAVAILABLE: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.UNAVAILABLE`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    INTERNAL: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.INTERNAL`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    UNIMPLEMENTED: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.UNIMPLEMENTED`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    CANCELLED: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.CANCELLED`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    DEADLINE_EXCEEDED: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.DEADLINE_EXCEEDED`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    RESOURCE_EXHAUSTED: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.RESOURCE_EXHAUSTED`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    FAILED_PRECONDITION: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.FAILED_PRECONDITION`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    ABORTED: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.ABORTED`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    OUT_OF_RANGE: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.OUT_OF_RANGE`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    DATA_LOSS: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.DATA_LOSS`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
    UNAUTHENTICATED: {
      raises: '`io.grpc.StatusRuntimeException`, status `Status.Code.UNAUTHENTICATED`',
      note: 'Not mapped: the SDK calls blocking gRPC stubs and lets grpc-java\'s StatusRuntimeException through; read the code with `e.getStatus().getCode()`.',
      sources: [
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/File.kt#L107-L116',
        'nitrictech/jvm-sdk@v0.1.3:lib/src/main/kotlin/io/nitric/api/storage/v0/Storage.kt#L25',
        'nitrictech/jvm-sdk@v0.1.3:lib/build.gradle.kts#L126-L131',
      ],
    },
  },
}
