import { randomUUID } from 'node:crypto';
import { schema } from '@funding/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

const { app, deps, close } = createTestApp();
afterAll(close);

describe('public agent lookup', () => {
  it('finds an active agent by id and by slug, with public contact details only', async () => {
    const slug = `jane-doe-${randomUUID().slice(0, 8)}`;
    const [agent] = await deps.db
      .insert(schema.agents)
      .values({ name: 'Jane Doe', email: 'jane@agents.test', phone: '555-0100', slug })
      .returning();
    const expected = {
      id: agent!.id,
      isActive: true,
      name: 'Jane Doe',
      email: 'jane@agents.test',
      phone: '555-0100',
    };

    const byId = await app.request(`/api/agents/${agent!.id}`);
    expect(byId.status).toBe(200);
    expect(await byId.json()).toEqual(expected);
    const bySlug = await app.request(`/api/agents/by-slug/${slug}`);
    expect(await bySlug.json()).toEqual(expected);
  });

  it('names a deactivated agent by id only, without contact details, by id and by slug', async () => {
    const [inactive] = await deps.db
      .insert(schema.agents)
      .values({
        name: 'Gone',
        email: 'gone@agents.test',
        phone: '555-0100',
        slug: `gone-${randomUUID()}`,
        isActive: false,
      })
      .returning();
    for (const path of [`/api/agents/${inactive!.id}`, `/api/agents/by-slug/${inactive!.slug}`]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toEqual({ id: inactive!.id, isActive: false });
    }
  });

  it('answers 404 with a message for unknown and malformed agents', async () => {
    for (const path of [
      `/api/agents/${randomUUID()}`,
      '/api/agents/not-a-uuid',
      "/api/agents/by-slug/nobody' or '1'='1",
      // Postgres refuses a NUL in text: this answered 500 (found by the fuzz).
      '/api/agents/by-slug/%00',
      `/api/agents/by-slug/${'a'.repeat(5_000)}`,
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Agent not found' });
    }
  });
});
