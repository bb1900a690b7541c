import { ADMIN_API_MESSAGES, type Agent, agentSchema, MESSAGES } from '@funding/contracts';
import { schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAdmin, insertApplication, type TestAdmin, unique } from '../../testing/admin-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

describe('/api/admin/agents', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let viewer: TestAdmin;
  let admin: TestAdmin;
  beforeAll(async () => {
    [viewer, admin] = await Promise.all([
      createAdmin(deps, { role: 'viewer' }),
      createAdmin(deps, { role: 'admin' }),
    ]);
  });

  const send = (method: string, path: string, body: unknown, as: TestAdmin = admin) =>
    app.request(`/api/admin/agents${path}`, {
      method,
      headers: { ...as.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const create = async (body: object) => {
    const response = await send('POST', '', body);
    expect(response.status).toBe(201);
    return agentSchema.parse(await response.json());
  };
  const listAgents = async (as: TestAdmin = viewer) => {
    const response = await app.request('/api/admin/agents', { headers: as.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    return z.array(agentSchema).parse(await response.json());
  };

  it('creates an agent with a slug and referral link, and a second namesake gets a distinct slug', async () => {
    const name = `John Smith ${unique('x').slice(2)}`;
    const first = await create({ name, email: 'john@example.com', phone: '212-555-0100' });
    const second = await create({ name: `  ${name} `, email: 'john2@example.com' });
    const base = name.toLowerCase().replace(/\s+/g, '-');
    expect(first).toMatchObject({
      name,
      slug: base,
      isActive: true,
      applicationsCount: 0,
      // Written like every other phone number of the product.
      phone: '(212) 555-0100',
    });
    expect(first.referralLink).toBe(`${deps.env.PUBLIC_BASE_URL}/${base}-funding-application`);
    expect(second.slug).toBe(`${base}-2`);
    expect(second.phone).toBeNull();
    const listed = await listAgents();
    expect(listed.map((agent) => agent.id)).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('refuses missing fields and a bad email with the spec messages', async () => {
    const missing = await send('POST', '', { name: '', email: '' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      message: MESSAGES.fillAllFields,
      fields: { name: MESSAGES.fillAllFields, email: MESSAGES.fillAllFields },
    });
    const badEmail = await send('POST', '', { name: 'Ann Lee', email: 'not-an-email' });
    expect(await badEmail.json()).toMatchObject({ fields: { email: MESSAGES.emailInvalid } });
  });

  it('edits an agent and keeps its slug', async () => {
    const agent = await create({ name: unique('Edit Me'), email: 'edit@example.com' });
    const response = await send('PUT', `/${agent.id}`, { name: 'Renamed Agent', isActive: false, phone: '' });
    expect(response.status).toBe(200);
    expect(agentSchema.parse(await response.json())).toMatchObject({
      id: agent.id,
      name: 'Renamed Agent',
      slug: agent.slug,
      isActive: false,
      phone: null,
    });
    const invalid = await send('PUT', `/${agent.id}`, { email: 'nope' });
    expect(invalid.status).toBe(400);
    expect((await send('PUT', '/00000000-0000-4000-8000-000000000000', { name: 'X' })).status).toBe(404);
    expect((await send('PUT', '/not-a-uuid', { name: 'X' })).status).toBe(404);
  });

  it('counts applications and keeps their attribution when the agent is deleted', async () => {
    const agent = await create({ name: unique('Counted Agent'), email: 'counted@example.com' });
    const attribution = { id: agent.id, name: agent.name, email: agent.email };
    const applications = [
      await insertApplication(deps, { agent: attribution }),
      await insertApplication(deps, { agent: attribution }),
    ];
    const listed = (await listAgents()).find((row: Agent) => row.id === agent.id);
    expect(listed?.applicationsCount).toBe(2);

    const response = await send('DELETE', `/${agent.id}`, undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: MESSAGES.agentDeleted });
    const rows = await deps.db
      .select({ agentId: schema.applications.agentId, agentName: schema.applications.agentName })
      .from(schema.applications)
      .where(eq(schema.applications.applicationId, applications[0]?.applicationId ?? ''));
    expect(rows).toEqual([{ agentId: null, agentName: agent.name }]);
    const again = await send('DELETE', `/${agent.id}`, undefined);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: ADMIN_API_MESSAGES.agentNotFound });
  });

  it('lets a viewer read but not create, edit or delete', async () => {
    const agent = await create({ name: unique('Viewer Target'), email: 'v@example.com' });
    await listAgents(viewer);
    for (const [method, path] of [
      ['POST', ''],
      ['PUT', `/${agent.id}`],
      ['DELETE', `/${agent.id}`],
    ] as const) {
      const response = await send(method, path, { name: 'X', email: 'x@example.com' }, viewer);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: ADMIN_API_MESSAGES.forbidden('viewer') });
    }
    expect((await app.request('/api/admin/agents')).status).toBe(401);
  });

  it('audits creates, edits and deletes', async () => {
    const agent = await create({ name: unique('Audited Agent'), email: 'a@example.com' });
    await send('PUT', `/${agent.id}`, { phone: '(212) 555-0100' });
    await send('DELETE', `/${agent.id}`, undefined);
    const entries = await deps.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.actorId, admin.id));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['agent_create', 'agent_update', 'agent_delete']),
    );
  });
});
