import { randomBytes } from 'node:crypto';
import { QUEUE_VIEW_BOARD_PATH } from '@funding/contracts';
import type { Page } from '@playwright/test';
import { Queue } from 'bullmq';
import { createAdminUser, signInThroughForm } from './admin-kit.ts';
import { baseUrl, expect, systemEnv, test } from './fixtures.ts';

// The queue view for super admins (bull-board behind the admin session). A job that someone put
// into Redis by hand, with an SSN and an address in it, is refused by the mail worker for its
// payload: it is a real failed job of the running system, and the view must not show its data.
const strayJobId = `e2e-stray-${randomBytes(4).toString('hex')}`;
let mailQueue: Queue;

test.beforeAll(async () => {
  const redis = new URL(systemEnv().REDIS_URL!);
  mailQueue = new Queue('mail', {
    connection: { host: redis.hostname, port: Number(redis.port), maxRetriesPerRequest: null },
    prefix: 'bull',
  });
  await mailQueue.add(
    'mail',
    { applicationId: 'nope', owner1Ssn: '123-45-6789', email: 'maria@example.com' } as never,
    {
      jobId: strayJobId,
      attempts: 1,
    },
  );
  await expect.poll(() => mailQueue.getJobState(strayJobId), { timeout: 20_000 }).toBe('failed');
});

test.afterAll(async () => {
  await mailQueue.remove(strayJobId).catch(() => undefined);
  await mailQueue.close();
});

/** Clicks one of the job's own action buttons (bull-board marks them by icon only), confirming if asked. */
async function jobAction(page: Page, icon: 'refresh-cw' | 'trash-2'): Promise<void> {
  await page.locator(`[class*="jobActions"] button:has(svg.lucide-${icon})`).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.waitFor({ timeout: 2_000 }).then(
    () => confirm.getByRole('button', { name: 'Confirm' }).click(),
    () => undefined,
  );
}

/** Violations of the page's Content-Security-Policy, as the browser reports them. */
async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

test('a super admin opens the queue view from the panel, sees the failed job without its data, and retries it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const superAdmin = await createAdminUser(request, 'super_admin');
  await signInThroughForm(page, superAdmin.username, superAdmin.password);

  const [view] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Job Queues' }).click(),
  ]);
  await view.waitForURL(`**${QUEUE_VIEW_BOARD_PATH}`);
  // The single-use link is gone from the address bar, and the tab cannot reach back to the portal.
  expect(new URL(view.url()).search).toBe('');
  expect(await view.evaluate(() => window.opener)).toBeNull();
  await expect(view.getByText('Job Queues').first()).toBeVisible();
  // The sidebar's links (the overview lists the queues that have jobs as well).
  const sidebar = view.locator('#bull-board-sidebar');
  for (const queue of ['pdf', 'mail'])
    await expect(sidebar.getByRole('link', { name: queue, exact: true })).toBeVisible();

  await view.goto(`${QUEUE_VIEW_BOARD_PATH}queue/mail/${strayJobId}`);
  await expect(view.getByText(strayJobId).first()).toBeVisible();
  await expect(view.getByText('Invalid job payload').first()).toBeVisible();
  await view
    .getByRole('tab', { name: 'Data' })
    .or(view.getByRole('button', { name: 'Data' }))
    .first()
    .click();
  await expect(view.getByText('not shown: not a job payload of this system').first()).toBeVisible();
  const text = await view.locator('body').innerText();
  for (const personal of ['123-45-6789', 'maria@example.com']) expect(text).not.toContain(personal);

  const attemptsBefore = (await mailQueue.getJob(strayJobId))!.attemptsStarted ?? 0;
  const retried = view.waitForResponse((response) => response.url().endsWith(`/mail/${strayJobId}/retry`));
  await jobAction(view, 'refresh-cw');
  expect((await retried).status()).toBe(204);
  // The worker ran it again, and refused it again.
  await expect
    .poll(async () => (await mailQueue.getJob(strayJobId))?.attemptsStarted ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(attemptsBefore);
  await expect.poll(() => mailQueue.getJobState(strayJobId), { timeout: 20_000 }).toBe('failed');

  // Anything but reading and retrying is refused by the server, whatever the page offers.
  const cleaned = view.waitForResponse((response) => response.url().endsWith(`/mail/${strayJobId}/clean`));
  await jobAction(view, 'trash-2');
  expect((await cleaned).status()).toBe(403);
  expect(await mailQueue.getJobState(strayJobId)).toBe('failed');

  expect(await cspViolations(view)).toEqual([]);
});

test('admins and viewers get no link, and the view refuses them; signed out, it says how to get in', async ({
  page,
  request,
}) => {
  const admin = await createAdminUser(request, 'admin');
  await signInThroughForm(page, admin.username, admin.password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Job Queues' })).toHaveCount(0);

  const signedOut = await page.context().browser()!.newContext();
  try {
    const tab = await signedOut.newPage();
    const response = await tab.goto(`${baseUrl()}${QUEUE_VIEW_BOARD_PATH}`);
    expect(response?.status()).toBe(401);
    await expect(tab.getByText('Open the queue view again from the Admin Panel')).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Back to the Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
  } finally {
    await signedOut.close();
  }
});
