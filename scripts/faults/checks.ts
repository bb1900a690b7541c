import { caughtMessages } from '@funding/platform/testing/mail-catcher';
import type { Client } from 'minio';
import type { Sql } from 'postgres';

/** How many of `ids` have both steps done. */
export async function countDone(sql: Sql, ids: string[]): Promise<number> {
  const [row] = await sql`
    select count(*)::int as n from applications
    where application_id = any(${ids}) and pdf_status = 'done' and email_status = 'done'`;
  return row!.n as number;
}

/**
 * What each submission of `submit.ts` (no agent) is mailed: the processing team's notification and
 * owner 1's confirmation.
 */
export const NOTIFICATIONS_PER_APPLICATION = 2;

/**
 * Per application id found in their subject: the distinct notifications in the mail catcher (by
 * Message-ID, one per application and recipient) and the deliveries (copies). SMTP is
 * at-least-once: a worker killed between the server's acceptance and our record resends, with the
 * same Message-ID, so it is one notification.
 */
export async function mailsPerApplication(mailApiUrl: string, ids: string[]) {
  const messages = await caughtMessages(mailApiUrl);
  const notifications = new Map(ids.map((id) => [id, new Set<string>()]));
  let deliveries = 0;
  for (const message of messages) {
    const id = ids.find((candidate) => message.subject.includes(candidate));
    if (!id) continue;
    deliveries++;
    notifications.get(id)?.add(message.messageId);
  }
  return { notifications: new Map([...notifications].map(([id, set]) => [id, set.size])), deliveries };
}

/**
 * Storage and database agree: every document row has its object, and every object belongs to a
 * document or to the generated PDFs of an application that exists. Returns what is out of place.
 */
export async function storageConsistency(sql: Sql, client: Client, bucket: string) {
  const documents = await sql<{ storage_key: string }[]>`select storage_key from documents`;
  const applications = await sql<{ application_id: string }[]>`select application_id from applications`;
  const knownKeys = new Set(documents.map((d) => d.storage_key));
  const knownPrefixes = new Set(applications.map((a) => `applications/${a.application_id}/`));
  const orphans: string[] = [];
  const present = new Set<string>();
  // ListObjects v1: the local S3 server pages v2 listings of many objects unreliably.
  for await (const object of client.listObjects(bucket, 'applications/', true)) {
    const key = object.name as string;
    present.add(key);
    const prefix = `${key.split('/').slice(0, 2).join('/')}/`;
    if (!knownKeys.has(key) && !(knownPrefixes.has(prefix) && !key.includes('/documents/')))
      orphans.push(key);
  }
  const missing = documents.map((d) => d.storage_key).filter((key) => !present.has(key));
  return { orphans, missing };
}
