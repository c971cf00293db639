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

  /** Records an event; when over the limit, returns the seconds until the client may try again. */
  hit(client: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const recent = (this.events.get(client) ?? []).filter((time) => time > now - this.windowMs)
    if (recent.length >= this.limit) {
      this.events.set(client, recent)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)) }
    }
    recent.push(now)
    this.events.delete(client)
    this.events.set(client, recent)
    this.prune(now)
    return { allowed: true }
  }

  private prune(now: number): void {
    if (this.events.size <= this.maxClients) return
    for (const [client, times] of this.events) {
      if (times[times.length - 1]! <= now - this.windowMs) this.events.delete(client)
    }
    // Still too many active clients: forget the least recently seen.
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
