import type { AuditAction } from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './client-ip.ts';

export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AuditEntry {
  action: AuditAction;
  /** The readable application id (FA-...), when the action concerns one application. */
  applicationId?: string;
  /** What else identifies the action; never personal data of applicants, never secrets. */
  detail?: Record<string, unknown>;
  /** Defaults to the signed-in admin of the request. */
  actor?: { id: string | null; username: string | null };
}

/**
 * Appends to the audit trail: who, what, which application, when, from which IP. Reads that are
 * audited (full records, downloads) write the entry before answering, so a failed write means no
 * unaudited read. Pass a transaction to make the entry part of the change it records.
 */
export async function recordAudit(
  c: Context<AppEnv>,
  entry: AuditEntry,
  executor: Database | DbTransaction = c.get('deps').db,
): Promise<void> {
  const admin = c.get('admin') as AppEnv['Variables']['admin'] | undefined;
  const actor = entry.actor ?? { id: admin?.id ?? null, username: admin?.username ?? null };
  await executor.insert(schema.auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action: entry.action,
    applicationId: entry.applicationId ?? null,
    detail: entry.detail ?? null,
    ip: clientIp(c),
  });
}
