// Stands in for the client `prisma generate` writes for the schema in
// content/guides/nodejs/serverless-api-with-planetscale-and-prisma.mdx: only the model, options and delegate methods
// that guide uses, typed as Prisma 7 documents its generated API.
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils'

export type Link = { id: number; slug: string; url: string; clicks: number; createdAt: Date }

type LinkWhereUnique = { id: number } | { slug: string }
type IntUpdate = number | { increment?: number; decrement?: number; set?: number }

interface LinkDelegate {
  findUnique(args: { where: LinkWhereUnique }): Promise<Link | null>
  create(args: { data: { slug: string; url: string } }): Promise<Link>
  update(args: { where: LinkWhereUnique; data: { url?: string; clicks?: IntUpdate } }): Promise<Link>
}

export declare class PrismaClient {
  constructor(options: { adapter: SqlDriverAdapterFactory })
  readonly link: LinkDelegate
  $disconnect(): Promise<void>
}

export declare namespace Prisma {
  class PrismaClientKnownRequestError extends Error {
    readonly code: string
    readonly meta?: Record<string, unknown>
  }
}
