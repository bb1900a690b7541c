import type { Client } from 'minio';
import type { Sql } from 'postgres';

/** How many of `ids` have both steps done. */
export async function countDone(sql: Sql, ids: string[]): Promise<number> {
  const [row] = await sql`
    select count(*)::int as n from applications
    where application_id = any(${ids}) and pdf_status = 'done' and email_status = 'done'`;
  return row!.n as number;
}

/** Messages in the mail catcher per application id found in their subject. */
export async function mailsPerApplication(mailApiUrl: string, ids: string[]): Promise<Map<string, number>> {
  const messages = (await (await fetch(`${mailApiUrl}/email`)).json()) as Array<{ subject: string }>;
  const counts = new Map(ids.map((id) => [id, 0]));
  for (const message of messages) {
    const id = ids.find((candidate) => message.subject.includes(candidate));
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
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
