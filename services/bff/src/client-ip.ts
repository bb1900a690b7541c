import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/** Longest X-Forwarded-For read: a few proxies' worth; a longer header is a forgery, not a path. */
const MAX_FORWARDED_LENGTH = 2_048;

/**
 * The client's address from what the proxies we trust wrote. Each proxy appends the address it
 * received the request from, so the entries a client can forge are on the left and the ones our
 * proxies wrote are on the right: with `trustedHops` proxies in front, the client is the entry
 * `trustedHops` from the right (ingress-nginx alone: the last one). The leftmost entry is never
 * believed. With 0 hops, or a header too short, too long or malformed, the socket's address is
 * used: a wrong header then costs the sender its own limit, never someone else's.
 */
export function clientAddressFrom(
  forwardedFor: string | undefined,
  trustedHops: number,
  socketAddress: string,
): string {
  if (trustedHops === 0 || !forwardedFor || forwardedFor.length > MAX_FORWARDED_LENGTH) return socketAddress;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  if (entries.length < trustedHops) return socketAddress;
  const candidate = entries[entries.length - trustedHops]!;
  return isIP(candidate) ? candidate : socketAddress;
}

/** The caller's IP for rate limits, the login throttle and the audit log. */
export function clientIp(c: Context<AppEnv>): string {
  let socketAddress: string;
  try {
    socketAddress = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    socketAddress = 'local';
  }
  const hops = c.get('deps').env.TRUSTED_PROXY_HOPS;
  return clientAddressFrom(c.req.header('x-forwarded-for'), hops, socketAddress);
}
