import aws from './schemas/aws.schema.json' with { type: 'json' }
import awstf from './schemas/awstf.schema.json' with { type: 'json' }
import azure from './schemas/azure.schema.json' with { type: 'json' }
import azuretf from './schemas/azuretf.schema.json' with { type: 'json' }
import gcp from './schemas/gcp.schema.json' with { type: 'json' }
import gcptf from './schemas/gcptf.schema.json' with { type: 'json' }
import type { SchemaNode } from './schema'

/** The nitrictech/nitric release the provider pages and schemas document (tag v1.27.5). */
export const PROVIDER_RELEASE = '1.27.5'

export interface ProviderSchema {
  /** The provider's name in a stack file: `provider: nitric/<name>@<version>`. */
  name: string
  schema: SchemaNode
  /** The pages that document its keys, each key as a heading (see the README's 'Provider reference pages'). */
  pages: string[]
  /** For a Terraform provider, the Pulumi provider whose configuration it decodes as well. */
  extends?: string
}

const page = (path: string) => `/reference/providers/${path}`

export const PROVIDER_SCHEMAS: readonly ProviderSchema[] = [
  { name: 'aws', schema: aws as SchemaNode, pages: [page('aws/configuration')] },
  { name: 'gcp', schema: gcp as SchemaNode, pages: [page('gcp/configuration')] },
  { name: 'azure', schema: azure as SchemaNode, pages: [page('azure/configuration')] },
  { name: 'awstf', schema: awstf as SchemaNode, pages: [page('aws/configuration'), page('terraform'), page('terraform/aws')], extends: 'aws' },
  { name: 'gcptf', schema: gcptf as SchemaNode, pages: [page('gcp/configuration'), page('terraform'), page('terraform/gcp')], extends: 'gcp' },
  { name: 'azuretf', schema: azuretf as SchemaNode, pages: [page('azure/configuration'), page('terraform')], extends: 'azure' },
]

export function providerSchema(name: string): ProviderSchema | undefined {
  return PROVIDER_SCHEMAS.find((entry) => entry.name === name)
}
