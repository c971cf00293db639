/**
 * At most `limit` events per client in any `windowMs`. Client keys live in memory only, for one window, and the
 * number of clients tracked is bounded so a flood of addresses cannot exhaust memory.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  /** How many client addresses it holds now. */
  get trackedClients(): number {
    return this.events.size
  }

  /** Records an event; when over the limit, returns the seconds until the client may try again. */
  hit(client: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    this.forgetIdle(now)
    const recent = (this.events.get(client) ?? []).filter((time) => time > now - this.windowMs)
    if (recent.length >= this.limit) {
      this.events.set(client, recent)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)) }
    }
    recent.push(now)
    this.events.delete(client)
    this.events.set(client, recent)
    this.prune()
    return { allowed: true }
  }

  /**
   * Drops the clients with no event in the last window. The map is in order of each client's latest allowed event (a
   * refused one adds none), so they are at its front and the scan stops at the first client still active.
   */
  private forgetIdle(now: number): void {
    for (const [client, times] of this.events) {
      if (times[times.length - 1]! > now - this.windowMs) return
      this.events.delete(client)
    }
  }

  /** Over the bound with every client active: forgets the least recently seen. */
  private prune(): void {
    for (const client of this.events.keys()) {
      if (this.events.size <= this.maxClients) break
      this.events.delete(client)
    }
  }
}

/**
 * The client a request comes from: the address the nearest proxy (or Next's own server) recorded last in
 * X-Forwarded-For. Proxies append, so the last entry is the one a client cannot forge.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean)
  return forwarded?.at(-1) ?? headers.get('x-real-ip') ?? 'unknown'
}
