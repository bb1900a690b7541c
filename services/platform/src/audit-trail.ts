import type { AuditAction } from '@funding/contracts';
import type { DbExecutor } from './db/client.ts';
import { auditLog } from './db/schema.ts';

/**
 * Who does something: a signed-in staff member, or nobody (`id` and `username` null: an applicant
 * through a document request's link, or the system itself, with no address), and from which address.
 */
export interface Actor {
  id: string | null;
  username: string | null;
  /** The client's address as the trusted proxies report it (the BFF's client-ip.ts); null for the system. */
  ip: string | null;
}

/** The system acting on its own schedule (the retention policy's disposals). */
export const SYSTEM_ACTOR: Actor = { id: null, username: null, ip: null };

export interface AuditEntry {
  action: AuditAction;
  /** The readable application id (FA-...), when the action concerns one application. */
  applicationId?: string;
  /** What else identifies the action; never personal data of applicants, never secrets. */
  detail?: Record<string, unknown>;
}

/**
 * Appends to the audit trail: who, what, which application, when, from which address. Pass the
 * transaction of the change the entry records, so that both commit or neither (a change is never
 * unaudited, an entry never records what did not happen). An audited read (a full record, a
 * download, an export) writes its entry before answering: a failed write means no unaudited read.
 * Returns the entry's id (a review status change is known by it: its e-mails are told once each).
 */
export async function recordAudit(executor: DbExecutor, actor: Actor, entry: AuditEntry): Promise<number> {
  const [recorded] = await executor
    .insert(auditLog)
    .values({
      actorId: actor.id,
      actorUsername: actor.username,
      action: entry.action,
      applicationId: entry.applicationId ?? null,
      detail: entry.detail ?? null,
      ip: actor.ip,
    })
    .returning({ id: auditLog.id });
  if (!recorded) throw new Error('no audit entry inserted');
  return recorded.id;
}
