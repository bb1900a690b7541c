import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DRAFT_STORAGE_KEY } from '@funding/contracts';
import type { Page, Route } from '@playwright/test';
import { freePort } from '../../scripts/stack/process.ts';
import { type RunningService, spawnService, waitUntilReady } from '../../scripts/stack/services.ts';
import { storageFromEnv } from '../../services/platform/src/storage.ts';
import { sweepWebBuilds } from '../../services/platform/src/web-builds/sweep-web-builds.ts';
import { expectStep, field, nextStep, toast } from './applicant-form.ts';
import { expect, serviceBundle, systemEnv, test } from './fixtures.ts';
import { writeNextBuild } from './next-build.ts';

// A deploy under an open form. The applicant opens the form on build A and types; the BFF at that
// address is replaced by one serving build B, whose files all have other names; the applicant goes
// on to step 3, whose chunk build A loads only then. The test has a bucket of its own, as a deployment.
const repoRoot = resolve(import.meta.dirname, '../..');
const buildA = join(repoRoot, 'web/dist');
const buildB = join(repoRoot, `.local/e2e-next-build-${process.pid}`);

test.beforeAll(() => {
  writeNextBuild(buildA, buildB);
});
test.afterAll(() => rmSync(buildB, { recursive: true, force: true }));

/** One address, one BFF at a time: the deploy replaces the process behind it. */
async function siteAt(bucket: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let running: RunningService | undefined;
  const serve = async (webDistDir: string) => {
    await running?.stop();
    running = spawnService(
      'bff',
      {
        ...systemEnv(),
        PORT: String(port),
        PUBLIC_BASE_URL: url,
        S3_BUCKET: bucket,
        WEB_DIST_DIR: webDistDir,
      },
      () => undefined,
      { bundleDir: serviceBundle() },
    );
    await waitUntilReady(running, `${url}/api/ready`);
  };
  return { url, serve, stop: () => running?.stop() };
}

/**
 * Holds back the browser's requests for step 3's chunk (its background download after the page
 * loads) until `release`: the applicant's browser had not fetched it before the deploy. Released
 * requests go on, unchanged, to whatever server answers at the address then.
 */
async function holdStepThreeChunk(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/DocumentsStep-*', (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

async function typeStepsOneAndTwo(page: Page) {
  await field(page, 'Business Name').pressSequentially('Harbor Street Bakery LLC');
  await field(page, 'EIN').pressSequentially('123456789');
  await field(page, 'Business City').pressSequentially('Portland');
  await nextStep(page);
  await expectStep(page, 2);
  await field(page, 'Owner 1 First Name').pressSequentially('Maria');
  await field(page, 'Owner 1 SSN').pressSequentially('123456789');
  await field(page, 'Owner 1 Date of Birth').fill('1979-04-12');
}

const entryScript = (page: Page) => page.locator('script[type="module"][src]').first().getAttribute('src');

// One deploy, two applicants: each BFF start costs seconds of CPU, so the two things a deploy
// may meet are watched on one site (one bucket) rather than on a deploy each. The first applicant
// goes on while build A's chunk is still in storage; the sweep then removes it, and the second
// applicant, who had not fetched it either, meets the reload.
test("a deploy under open forms: the previous build's chunk comes from storage, and once swept the page reloads into the new build and restores the answers", async ({
  page,
  browser,
}) => {
  // Both cases of a deploy: more than either of the two tests it replaced had (120 s), less than both.
  test.setTimeout(180_000);
  const bucket = `e2e-deploy-${randomBytes(4).toString('hex')}`;
  const site = await siteAt(bucket);
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  try {
    await site.serve(buildA);
    const release = await holdStepThreeChunk(page);
    const releaseLater = await holdStepThreeChunk(later);
    await page.goto(`${site.url}/application`);
    const entryA = await entryScript(page);
    await typeStepsOneAndTwo(page);
    await later.goto(`${site.url}/application`);
    expect(await entryScript(later)).toBe(entryA);
    await typeStepsOneAndTwo(later);

    await site.serve(buildB);

    // Seamless: the new BFF serves the previous build's chunk from storage.
    const stepThree = page.waitForResponse((response) => /\/assets\/DocumentsStep-/.test(response.url()));
    await release();
    await nextStep(page);
    await expectStep(page, 3);
    await expect(page.getByRole('heading', { name: 'Documents and Authorization' })).toBeVisible();
    const chunk = await stepThree;
    expect(chunk.status()).toBe(200);
    // Build B has no such file: it came from storage, where build A's BFF published it.
    expect(chunk.url()).not.toMatch(/N\.js$/);
    expect(await entryScript(page)).toBe(entryA);
    await expect(toast(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(field(page, 'Owner 1 SSN')).toHaveValue('123-45-6789');

    // Past the retention period: the sweep removes build A's files and keeps B, the newest.
    const swept = await sweepWebBuilds({
      storage: storageFromEnv({ ...systemEnv(), S3_BUCKET: bucket }),
      retentionMs: 0,
      now: new Date(Date.now() + 1_000),
    });
    expect(swept.removedAssets.some((key) => key.includes('DocumentsStep-'))).toBe(true);
    expect(swept.keptBuilds).toHaveLength(1);
    await releaseLater();

    await nextStep(later);
    // The reload: build B's page, on step 3, with a short explanation.
    await expect(toast(later)).toContainText('Page Updated');
    await expect(toast(later)).toContainText('kept your answers');
    expect(await entryScript(later)).not.toBe(entryA);
    expect(await entryScript(later)).toMatch(/N\.js$/);
    await expectStep(later, 3);
    await expect(later.getByRole('heading', { name: 'Documents and Authorization' })).toBeVisible();
    await expect(later.getByRole('region', { name: 'Resume your saved draft?' })).toHaveCount(0);
    // What a draft may hold is back; the SSN, EIN and birth date are not, and no draft stays behind.
    await later.getByRole('button', { name: 'Previous' }).click();
    await expectStep(later, 2);
    await expect(field(later, 'Owner 1 First Name')).toHaveValue('Maria');
    await expect(field(later, 'Owner 1 SSN')).toHaveValue('');
    await expect(field(later, 'Owner 1 Date of Birth')).toHaveValue('');
    await later.getByRole('button', { name: 'Previous' }).click();
    await expect(field(later, 'Business Name')).toHaveValue('Harbor Street Bakery LLC');
    await expect(field(later, 'Business City')).toHaveValue('Portland');
    await expect(field(later, 'EIN')).toHaveValue('');
    expect(await later.evaluate((key) => window.localStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();

    // A reload by hand afterwards is an ordinary visit: no notice, nothing restored again.
    await later.reload();
    await expectStep(later, 1);
    await expect(field(later, 'Business Name')).toHaveValue('');
    await expect(toast(later)).toHaveCount(0);
  } finally {
    await laterContext.close();
    await site.stop();
  }
});
