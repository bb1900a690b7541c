import { ADMIN_API_MESSAGES, auditLogResponseSchema } from '@funding/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, insertApplication, type TestAdmin } from '../../testing/admin-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

describe('/api/admin/audit-log', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let superAdmin: TestAdmin;
  let viewer: TestAdmin;
  beforeAll(async () => {
    [superAdmin, viewer] = await Promise.all([
      createAdmin(deps, { role: 'super_admin' }),
      createAdmin(deps, { role: 'viewer' }),
    ]);
  });

  const read = (query: string, as: TestAdmin = superAdmin) =>
    app.request(`/api/admin/audit-log?${query}`, { headers: as.headers });

  it('shows super admins who viewed which application, when and from where, newest first', async () => {
    const { applicationId } = await insertApplication(deps);
    for (let view = 0; view < 3; view++) {
      await app.request(`/api/admin/applications/${applicationId}`, { headers: viewer.headers });
    }
    const response = await read(
      `applicationId=${applicationId.toLowerCase()}&action=application_view&pageSize=2`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const page = auditLogResponseSchema.parse(await response.json());
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toMatchObject({
      action: 'application_view',
      applicationId,
      actorId: viewer.id,
      actorUsername: viewer.username,
      ip: expect.any(String),
    });
    const [newest, older] = page.entries;
    expect(Date.parse(newest?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.createdAt ?? ''));

    const byActor = auditLogResponseSchema.parse(await (await read(`actorId=${viewer.id}`)).json());
    expect(byActor.entries.every((entry) => entry.actorId === viewer.id)).toBe(true);
  });

  it('is refused to admins and viewers, and refuses an unknown action filter', async () => {
    const admin = await createAdmin(deps, { role: 'admin' });
    for (const as of [admin, viewer]) {
      const response = await read('', as);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: ADMIN_API_MESSAGES.forbidden(as.role) });
    }
    expect((await read('action=coffee')).status).toBe(400);
  });
});
