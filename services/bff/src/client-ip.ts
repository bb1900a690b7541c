import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * The caller's IP for rate limits and the audit log. X-Forwarded-For is believed only when the
 * BFF is configured to sit behind a proxy that sets it (TRUST_PROXY), otherwise anyone could
 * choose their own IP and escape a limit.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'local';
  }
}
