import { randomUUID } from 'node:crypto';
import {
  agentPublicSchema,
  applicationDetailSchema,
  applicationListResponseSchema,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { tinyPdf } from '@funding/platform/testing/documents';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../testing/admin-fixtures.ts';
import { postSubmission, submissionForm } from '../../testing/submission.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, deps, close } = createTestApp();
afterAll(close);

const ALL_STATEMENTS = ['bankStatement1', 'bankStatement2', 'bankStatement3', 'bankStatement4'];

async function insertAgents() {
  const [inactive, active] = await deps.db
    .insert(schema.agents)
    .values([
      {
        name: 'Gone Agent',
        email: 'gone@agents.test',
        phone: '555-0100',
        slug: `gone-${randomUUID()}`,
        isActive: false,
      },
      { name: 'Here Agent', email: 'here@agents.test', slug: `here-${randomUUID()}` },
    ])
    .returning();
  return { inactive: inactive!, active: active! };
}

/** Submits the form as the web app does for an agent link: with the agent id it was given, if any. */
async function submit(agentId: string | undefined) {
  const response = await postSubmission(
    app,
    submissionForm({
      data: validApplicationInput(),
      files: ALL_STATEMENTS.map((slot) => ({ slot, name: `${slot}.pdf`, body: tinyPdf() })),
      ...(agentId ? { agentId } : {}),
    }),
  );
  expect(response.status).toBe(201);
  const { applicationId } = (await response.json()) as { applicationId: string };
  const [row] = await deps.db
    .select()
    .from(schema.applications)
    .where(eq(schema.applications.applicationId, applicationId));
  return row!;
}

describe("a deactivated agent's link", () => {
  it('by id still credits the agent and flags the application for staff; an active one is not flagged', async () => {
    const { inactive, active } = await insertAgents();
    const viaInactive = await submit(inactive.id);
    expect(viaInactive).toMatchObject({
      agentId: inactive.id,
      agentName: 'Gone Agent',
      agentEmail: 'gone@agents.test',
      agentLinkInactive: true,
    });
    const viaActive = await submit(active.id);
    expect(viaActive).toMatchObject({ agentId: active.id, agentLinkInactive: false });
  });

  it('by slug names the agent without contact details, credits them, and staff see the flag', async () => {
    const { inactive, active } = await insertAgents();

    const lookup = await app.request(`/api/agents/by-slug/${inactive.slug}`);
    expect(lookup.status).toBe(200);
    const answer = await lookup.json();
    // Exactly the id: no name, e-mail or phone for the form to show.
    expect(answer).toEqual({ id: inactive.id, isActive: false });
    const agentOfLink = agentPublicSchema.parse(answer);

    const row = await submit(agentOfLink.id);
    expect(row).toMatchObject({
      agentId: inactive.id,
      agentName: 'Gone Agent',
      agentEmail: 'gone@agents.test',
      agentLinkInactive: true,
    });

    const viewer = await createAdmin(deps, { role: 'viewer' });
    const detail = await app.request(`/api/admin/applications/${row.applicationId}`, {
      headers: viewer.headers,
    });
    expect(applicationDetailSchema.parse(await detail.json())).toMatchObject({
      agentName: 'Gone Agent',
      agentLinkInactive: true,
    });
    const list = await app.request(`/api/admin/applications?search=${row.applicationId}`, {
      headers: viewer.headers,
    });
    expect(applicationListResponseSchema.parse(await list.json()).applications).toEqual([
      expect.objectContaining({ applicationId: row.applicationId, agentLinkInactive: true }),
    ]);

    // An active agent's slug still answers the card, and its application is not flagged.
    const activeCard = agentPublicSchema.parse(
      await (await app.request(`/api/agents/by-slug/${active.slug}`)).json(),
    );
    expect(activeCard).toEqual({
      id: active.id,
      isActive: true,
      name: 'Here Agent',
      email: 'here@agents.test',
      phone: null,
    });
    expect(await submit(activeCard.id)).toMatchObject({ agentId: active.id, agentLinkInactive: false });
  });
});
