import { randomBytes } from 'node:crypto';
import { formatApplicationId, QUEUE_VIEW_BOARD_PATH, QUEUE_VIEW_PATH } from '@funding/contracts';
import { QUEUE_PREFIX, redisConnection, schema } from '@funding/platform';
import { Worker } from 'bullmq';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../testing/admin-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';

const { app, deps, close } = createTestApp();
const board = (path: string) => `${QUEUE_VIEW_BOARD_PATH}${path}`;
let superAdmin: TestAdmin;
let admin: TestAdmin;
let viewer: TestAdmin;

// A failed mail job whose error text quotes what a mail server says when it refuses an owner's
// address, with an SSN-shaped number in it too: the view must show neither.
const failedApplicationId = formatApplicationId(randomBytes(8));
const FAILURE =
  '550 5.1.1 <maria.lopez@example.com>: Recipient address rejected (ref 123-45-6789, EIN 12-3456789)';
// A job someone put into Redis by hand, with personal data in its payload.
const strayJobId = `stray-${randomBytes(4).toString('hex')}`;

async function failOneMailJob(): Promise<void> {
  await deps.queues.mail.add(
    'mail',
    { applicationId: failedApplicationId },
    { jobId: failedApplicationId, lifo: true, attempts: 1 },
  );
  const worker = new Worker('mail', null, {
    connection: redisConnection(deps.env.REDIS_URL),
    prefix: QUEUE_PREFIX,
    autorun: false,
  });
  try {
    const job = await worker.getNextJob('queue-view-test');
    expect(job?.id, 'the test took its own job off the queue').toBe(failedApplicationId);
    const error = new Error(FAILURE);
    await job!.moveToFailed(error, 'queue-view-test');
  } finally {
    await worker.close();
  }
}

beforeAll(async () => {
  [superAdmin, admin, viewer] = await Promise.all([
    createAdmin(deps, { role: 'super_admin' }),
    createAdmin(deps, { role: 'admin' }),
    createAdmin(deps, { role: 'viewer' }),
  ]);
  await failOneMailJob();
  await deps.queues.pdf.add(
    'pdf',
    { applicationId: 'x', owner1Ssn: '987-65-4321', owner1Email: 'x@example.com' } as never,
    {
      jobId: strayJobId,
      delay: 3_600_000,
    },
  );
});
afterAll(async () => {
  await deps.queues.pdf.remove(strayJobId);
  await deps.queues.mail.remove(failedApplicationId);
  await close();
});

/** Opens the view as the browser does: the link, then the cookie it sets. */
async function openView(who: TestAdmin): Promise<string> {
  const linkResponse = await app.request(`${QUEUE_VIEW_PATH}/link`, { method: 'POST', headers: who.headers });
  expect(linkResponse.status).toBe(200);
  const { url } = (await linkResponse.json()) as { url: string };
  const entered = await app.request(url, { headers: { Accept: 'text/html' } });
  expect(entered.status).toBe(303);
  expect(entered.headers.get('location')).toBe(QUEUE_VIEW_BOARD_PATH);
  const cookie = entered.headers.get('set-cookie')!;
  return cookie.split(';')[0]!;
}

describe('who may open the queue view', () => {
  it('refuses the link to the signed out (401), admins and viewers (403)', async () => {
    expect((await app.request(`${QUEUE_VIEW_PATH}/link`, { method: 'POST' })).status).toBe(401);
    for (const who of [admin, viewer]) {
      const response = await app.request(`${QUEUE_VIEW_PATH}/link`, { method: 'POST', headers: who.headers });
      expect(response.status, who.role).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'forbidden' });
    }
  });

  it('refuses the board and its API the same way, and answers a page opened in a tab with a page', async () => {
    for (const path of ['api/queues', '', 'static/css/main.88d71b4bd7.css']) {
      expect((await app.request(board(path))).status, path).toBe(401);
      for (const who of [admin, viewer]) {
        expect((await app.request(board(path), { headers: who.headers })).status, `${who.role} ${path}`).toBe(
          403,
        );
      }
    }
    const page = await app.request(board(''), { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(401);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Open the queue view again from the Admin Panel');
  });

  it('opens for a super admin: a single-use link that sets a cookie for the view path only', async () => {
    const linkResponse = await app.request(`${QUEUE_VIEW_PATH}/link`, {
      method: 'POST',
      headers: superAdmin.headers,
    });
    expect(linkResponse.headers.get('cache-control')).toBe('no-store');
    const { url, expiresAt } = (await linkResponse.json()) as { url: string; expiresAt: string };
    expect(url).toMatch(new RegExp(`^${QUEUE_VIEW_PATH}/enter\\?token=[\\w-]{43}$`));
    expect(url).not.toContain(superAdmin.token);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);

    const entered = await app.request(url);
    expect(entered.status).toBe(303);
    const cookie = entered.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^funding_queue_view=[\w-]{43};/);
    expect(cookie).toContain(`Path=${QUEUE_VIEW_PATH}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toMatch(/Max-Age=1800/);

    const again = await app.request(url, { headers: { Accept: 'text/html' } });
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('invalid, expired or already used');

    const page = await app.request(board(''), { headers: { Cookie: cookie.split(';')[0]! } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<base href="${QUEUE_VIEW_BOARD_PATH}"`);
    expect(html).not.toContain('fonts.googleapis.com');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const css = await app.request(board('static/css/main.88d71b4bd7.css'), {
      headers: { Cookie: cookie.split(';')[0]! },
    });
    expect(css.status).toBe(200);
  });

  it('ends with the admin session (sign-out, a role change) and refuses a forged cookie', async () => {
    const who = await createAdmin(deps, { role: 'super_admin' });
    const cookie = await openView(who);
    expect((await app.request(board('api/queues'), { headers: { Cookie: cookie } })).status).toBe(200);
    await deps.db.update(schema.adminUsers).set({ role: 'admin' }).where(eq(schema.adminUsers.id, who.id));
    expect((await app.request(board('api/queues'), { headers: { Cookie: cookie } })).status).toBe(403);
    await deps.db
      .update(schema.adminUsers)
      .set({ role: 'super_admin', sessionVersion: sql`${schema.adminUsers.sessionVersion} + 1` })
      .where(eq(schema.adminUsers.id, who.id));
    expect((await app.request(board('api/queues'), { headers: { Cookie: cookie } })).status).toBe(401);
    const forged = `funding_queue_view=${randomBytes(32).toString('base64url')}`;
    expect((await app.request(board('api/queues'), { headers: { Cookie: forged } })).status).toBe(401);
  });
});

describe('what the queue view shows and does', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await openView(superAdmin);
  });
  const asSuperAdmin = (extra: Record<string, string> = {}) => ({ Cookie: cookie, ...extra });

  it('lists the pdf, mail and statements queues with their waiting, active and failed counts', async () => {
    const response = await app.request(
      board('api/queues?activeQueue=mail&status=failed&page=1&jobsPerPage=50'),
      {
        headers: asSuperAdmin(),
      },
    );
    expect(response.status).toBe(200);
    const { queues } = (await response.json()) as {
      queues: {
        name: string;
        counts: Record<string, number>;
        jobs: { id: string; failedReason?: string; data: unknown }[];
      }[];
    };
    expect(queues.map((queue) => queue.name).sort()).toEqual(['mail', 'pdf', 'statements']);
    for (const queue of queues) {
      for (const state of ['waiting', 'active', 'failed'])
        expect(queue.counts[state], `${queue.name} ${state}`).toBeTypeOf('number');
    }
    const mail = queues.find((queue) => queue.name === 'mail')!;
    const failed = mail.jobs.find((job) => job.id === failedApplicationId);
    expect(failed?.data).toEqual({ applicationId: failedApplicationId });
    expect(failed?.failedReason).toBe(
      '550 5.1.1 <[e-mail]>: Recipient address rejected (ref [number], EIN [number])',
    );
  });

  it('shows no personal data anywhere in what it answers: no address, no SSN or EIN, not from a stray job', async () => {
    const answers = await Promise.all(
      [
        'api/queues?activeQueue=mail&status=failed&page=1&jobsPerPage=50',
        'api/queues?activeQueue=pdf&status=delayed&page=1&jobsPerPage=50',
        `api/queues/mail/${failedApplicationId}`,
        `api/queues/pdf/${strayJobId}`,
        `api/queues/mail/${failedApplicationId}/logs`,
      ].map(async (path) => {
        const response = await app.request(board(path), { headers: asSuperAdmin() });
        expect(response.status, path).toBe(200);
        return response.text();
      }),
    );
    const all = answers.join('\n');
    expect(all).toContain(failedApplicationId);
    expect(all).toContain(strayJobId);
    for (const personal of [
      'maria.lopez@example.com',
      '123-45-6789',
      '12-3456789',
      '987-65-4321',
      'x@example.com',
    ]) {
      expect(all).not.toContain(personal);
    }
    expect(all).toContain('[not shown: not a job payload of this system]');
  });

  it('retries a failed job, refuses to run a finished one again and every other change', async () => {
    const origin = new URL(deps.env.PUBLIC_BASE_URL).origin;
    const put = (path: string, headers: Record<string, string> = { Origin: origin }) =>
      app.request(board(path), { method: 'PUT', headers: asSuperAdmin(headers) });
    for (const path of [
      'api/queues/mail/clean/failed',
      'api/queues/mail/empty',
      'api/queues/mail/pause',
      'api/queues/mail/obliterate',
      `api/queues/mail/${failedApplicationId}/clean`,
      'api/queues/mail/retry/completed',
    ]) {
      const response = await put(path);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'forbidden' });
    }
    // A write that does not come from this site's page is refused, cookie or not.
    expect((await put(`api/queues/mail/${failedApplicationId}/retry`, {})).status).toBe(403);
    expect(
      (await put(`api/queues/mail/${failedApplicationId}/retry`, { Origin: 'https://evil.example' })).status,
    ).toBe(403);

    const retried = await put(`api/queues/mail/${failedApplicationId}/retry`);
    expect(retried.status).toBe(204);
    expect(await deps.queues.mail.getJobState(failedApplicationId)).toBe('waiting');
    // Waiting now, not failed: a second retry (or one of a finished job) is refused.
    expect((await put(`api/queues/mail/${failedApplicationId}/retry`)).status).toBe(403);
  });
});
