/**
 * The rate limit: more than `requests` in a window of `windowMs` from one IP
 * blocks that IP for `blockMs` (5000 a minute and 10 minutes, as documented;
 * the threshold is an option so a test can reach it).
 */
export interface RateLimitOptions {
  requests: number;
  windowMs: number;
  blockMs: number;
}

export class RateLimiter {
  private windows = new Map<string, { start: number; count: number; blockedUntil: number }>();
  constructor(private options: RateLimitOptions) {}

  /** Counts a request; true when the IP is (now) blocked. */
  blocked(ip: string, now: number): boolean {
    let w = this.windows.get(ip);
    if (!w || (now - w.start >= this.options.windowMs && now >= w.blockedUntil)) {
      w = { start: now, count: 0, blockedUntil: 0 };
      this.windows.set(ip, w);
    }
    if (now < w.blockedUntil) return true;
    w.count += 1;
    if (w.count > this.options.requests) {
      w.blockedUntil = now + this.options.blockMs;
      return true;
    }
    return false;
  }

  /** Seconds left of the IP's block (0 when it is free). */
  secondsLeft(ip: string, now: number): number {
    const w = this.windows.get(ip);
    return w && now < w.blockedUntil ? Math.ceil((w.blockedUntil - now) / 1000) : 0;
  }
}
