// Stands in for the client `prisma generate` writes for the schema in content/guides/nodejs/nitric-and-prisma.mdx:
// only the models, options and delegate methods that guide uses, typed as Prisma 7 documents its generated API.
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils'

export type Event = { id: number; title: string; startsAt: Date }
export type Rsvp = { id: number; name: string; eventId: number }

type SortOrder = 'asc' | 'desc'
type WithRsvps<I> = I extends { rsvps: true } ? { rsvps: Rsvp[] } : unknown

interface EventDelegate {
  findMany(args?: { where?: { startsAt?: { gte?: Date } }; orderBy?: { startsAt?: SortOrder }; take?: number }): Promise<Event[]>
  findUnique<I extends { rsvps?: boolean } = Record<string, never>>(args: { where: { id: number }; include?: I }): Promise<(Event & WithRsvps<I>) | null>
  create(args: { data: { title: string; startsAt: Date | string } }): Promise<Event>
}

interface RsvpDelegate {
  create(args: { data: { name: string; eventId: number } }): Promise<Rsvp>
}

export declare class PrismaClient {
  constructor(options: { adapter: SqlDriverAdapterFactory })
  readonly event: EventDelegate
  readonly rsvp: RsvpDelegate
  $disconnect(): Promise<void>
}

export declare namespace Prisma {
  class PrismaClientKnownRequestError extends Error {
    readonly code: string
    readonly meta?: Record<string, unknown>
  }
}
