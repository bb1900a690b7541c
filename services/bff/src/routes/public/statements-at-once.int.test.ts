import { MISSING_STATEMENTS_MESSAGE } from '@funding/contracts';
import { schema } from '@funding/platform';
import { tinyPdf } from '@funding/platform/testing/documents';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { postSubmission, submissionForm } from '../../testing/submission.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, deps, close } = createTestApp();
afterAll(close);

const statement = (slot: string) => ({ slot, name: `${slot}.pdf`, body: tinyPdf() });

async function submit(options: { slots: string[] }) {
  const response = await postSubmission(
    app,
    submissionForm({
      data: validApplicationInput(),
      files: options.slots.map(statement),
    }),
  );
  expect(response.status).toBe(201);
  const { applicationId } = (await response.json()) as { applicationId: string };
  const [row] = await deps.db
    .select()
    .from(schema.applications)
    .where(eq(schema.applications.applicationId, applicationId));
  const requests = await deps.db
    .select()
    .from(schema.documentRequests)
    .where(eq(schema.documentRequests.applicationId, row!.id));
  const audit = await deps.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.applicationId, applicationId));
  return { row: row!, requests, audit };
}

describe('an application accepted without all four bank statements', () => {
  it('goes straight to Missing documents with a request for the missing ones, made by the system', async () => {
    const { row, requests, audit } = await submit({ slots: ['bankStatement1', 'bankStatement3'] });
    expect(row.reviewStatus).toBe('missing_documents');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      origin: 'intake',
      slots: ['bankStatement2', 'bankStatement4'],
      message: MISSING_STATEMENTS_MESSAGE,
      requestedById: null,
      emailedAt: null,
      fulfilledAt: null,
    });
    // The link's expiry is the document requests' setting.
    const ttlMs = requests[0]!.expiresAt.getTime() - requests[0]!.createdAt.getTime();
    expect(Math.abs(ttlMs - deps.env.DOCUMENT_REQUEST_TTL_SECONDS * 1000)).toBeLessThan(60_000);
    expect(audit.map((entry) => [entry.action, entry.actorUsername])).toContainEqual([
      'document_request_create',
      null,
    ]);
  });

  it('asks for nothing when all four came', async () => {
    const { row, requests } = await submit({
      slots: ['bankStatement1', 'bankStatement2', 'bankStatement3', 'bankStatement4'],
    });
    expect(row.reviewStatus).toBe('new');
    expect(requests).toEqual([]);
  });
});
