import { test as base, expect, type Frame, type Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/**
 * Every spec imports `test` and `expect` from here: they point at the system global-setup started.
 * The base URL is a fixture (not a module-level `test.use`) so every spec file of a worker gets it.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture list from this pattern
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
});

export { expect };

// What global-setup.ts hands the specs about the system it started, read here only.
export const baseUrl = () => process.env.E2E_BASE_URL!;
export const mailApiUrl = () => process.env.E2E_MAIL_API_URL!;
/** The environment the system's services run with (its database, Redis and storage addresses). */
export const systemEnv = (): Record<string, string> => JSON.parse(process.env.E2E_SYSTEM_ENV ?? '{}');
/** The esbuild bundle the system's services run from: a spec's own BFF runs it too (spawnService). */
export const serviceBundle = () => process.env.E2E_SERVICE_BUNDLE!;

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Fails with the list of axe violations found on the page as it is now, of any impact (minor and
 * moderate included): WCAG 2.1 AA everywhere, and on the admin portal axe's best practices too
 * (landmarks named once and holding the content, headings in order), which staff's screen readers
 * navigate by.
 *
 * axe runs in the page itself and its same-origin frames, and returns only the violations, which
 * is all this checks. Its 570 KB source is put into a document once: the app changes screens
 * without loading a new document, so most checks find it there already (@axe-core/playwright put
 * it in twice on every check, 28% of a check's CPU on an admin list; bench/results/latest.md).
 * axe-check.spec.ts shows that a check still fails, and names what it found, the second time.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const admin = new URL(page.url()).pathname.startsWith('/admin');
  const options: RunOptions = {
    runOnly: { type: 'tag', values: admin ? [...WCAG_21_AA, 'best-practice'] : WCAG_21_AA },
    resultTypes: ['violations'],
  };
  const [main, ...frames] = page.frames();
  await putAxeInto(main!);
  // A frame axe cannot enter (another origin, a plugin's) is left out, as axe itself leaves it.
  for (const frame of frames) await putAxeInto(frame).catch(() => undefined);
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions),
    options,
  );
  expect(violationLines(results)).toEqual([]);
}

async function putAxeInto(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window);
  if (!present) await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
}

function violationLines(results: AxeResults): string[] {
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
