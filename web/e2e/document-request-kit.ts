import { randomUUID } from 'node:crypto';
import type { UploadSlot } from '@funding/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import postgres from 'postgres';
import { apiSignIn, bearer, mailReader, submitApplication, uniqueName } from './admin-kit.ts';
import { systemEnv } from './fixtures.ts';

// Set-up of the document request specs: an application whose owner 1 has an address of its own,
// a request made through the admin API, and the upload link as owner 1 receives it by e-mail.

export async function applicationForRequests(request: APIRequestContext) {
  const businessName = uniqueName('Upload Link Bakery');
  const owner1Email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  // All four statements: the application is New, with no request made at intake.
  const applicationId = await submitApplication(
    request,
    { businessName, owner1Email },
    { bankStatements: 4 },
  );
  return { applicationId, businessName, owner1Email };
}

export async function requestDocuments(
  request: APIRequestContext,
  applicationId: string,
  slots: UploadSlot[],
  message: string,
): Promise<void> {
  const { token } = await apiSignIn(request);
  const response = await request.post(`/api/admin/applications/${applicationId}/document-requests`, {
    headers: bearer(token),
    data: { slots, message },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The upload link of the latest request mailed to `address` (a path with the token in its fragment). */
export async function uploadLinkMailedTo(address: string, count = 1): Promise<string> {
  const read = mailReader({ 'to.address': address });
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        links = (await read())
          .filter(
            (mail) =>
              mail.to.some((to) => to.address === address) && mail.subject.startsWith('Documents needed'),
          )
          .map((mail) => /https?:\/\/[^\s]+\/upload-documents#[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '');
        return links.length;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(count);
  const url = new URL(links.at(-1)!);
  return `${url.pathname}${url.hash}`;
}

/** Runs `work` against the system's database (for what no API does: ageing a link past its expiry). */
export async function withDatabase<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const env = systemEnv();
  const sql = postgres(env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
