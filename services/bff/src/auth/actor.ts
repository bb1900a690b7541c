import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Actor, StaffActor } from '../audit/record-audit.ts';
import { clientIp } from '../client-ip.ts';

/** The signed-in admin of the request, as the domain records who acted. */
export function actorOf(c: Context<AppEnv>): StaffActor {
  const admin = c.get('admin');
  return { id: admin.id, username: admin.username, ip: clientIp(c) };
}

/** Someone not signed in (a failed sign-in, an applicant's upload): who they claim or nobody, and their address. */
export function anonymousActor(
  c: Context<AppEnv>,
  who: { id: string | null; username: string | null } = { id: null, username: null },
): Actor {
  return { ...who, ip: clientIp(c) };
}
