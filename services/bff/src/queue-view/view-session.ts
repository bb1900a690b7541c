import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The two tokens of the queue view. The admin portal keeps its session in localStorage and sends
 * it as a Bearer header, which a page opened by a link cannot do, and its token must never be put
 * in a URL. So an authenticated call gets a single-use link (60 s), and opening it exchanges it for
 * a cookie that only the queue view's path receives (30 min). Redis holds only SHA-256 hashes of
 * both, shared by every replica; GETDEL makes a link's first use its only one. Each request still
 * checks the admin behind the grant (active, same session version, super admin), so signing out or
 * a role change ends the view at once.
 */
export interface QueueViewGrant {
  adminId: string;
  sessionVersion: number;
}

export const QUEUE_VIEW_LINK_SECONDS = 60;
export const QUEUE_VIEW_SESSION_SECONDS = 30 * 60;

const LINK_PREFIX = 'queue-view-link:';
const SESSION_PREFIX = 'queue-view-session:';
const TOKEN = /^[\w-]{43}$/;

const keyOf = (prefix: string, token: string) =>
  prefix + createHash('sha256').update(token).digest('base64url');

async function issue(redis: Redis, prefix: string, grant: QueueViewGrant, seconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await redis.set(keyOf(prefix, token), JSON.stringify(grant), 'EX', seconds);
  return token;
}

function parseGrant(stored: string | null): QueueViewGrant | null {
  if (stored === null) return null;
  const grant = JSON.parse(stored) as Partial<QueueViewGrant>;
  return typeof grant.adminId === 'string' && typeof grant.sessionVersion === 'number'
    ? { adminId: grant.adminId, sessionVersion: grant.sessionVersion }
    : null;
}

export const issueQueueViewLink = (redis: Redis, grant: QueueViewGrant) =>
  issue(redis, LINK_PREFIX, grant, QUEUE_VIEW_LINK_SECONDS);

/** The grant of a valid link, used up by this call; null when unknown, expired or used. */
export async function consumeQueueViewLink(redis: Redis, token: string): Promise<QueueViewGrant | null> {
  if (!TOKEN.test(token)) return null;
  return parseGrant(await redis.getdel(keyOf(LINK_PREFIX, token)));
}

export const startQueueViewSession = (redis: Redis, grant: QueueViewGrant) =>
  issue(redis, SESSION_PREFIX, grant, QUEUE_VIEW_SESSION_SECONDS);

export async function readQueueViewSession(redis: Redis, token: string): Promise<QueueViewGrant | null> {
  if (!TOKEN.test(token)) return null;
  return parseGrant(await redis.get(keyOf(SESSION_PREFIX, token)));
}
