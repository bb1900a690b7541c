import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

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
 * axe runs in the page itself and its same-origin frames (legacy mode: the app has no frame of
 * another origin), and returns only the violations, which is all this checks. Its default, a partial
 * run per frame finished in a new blank page with every passing node described, cost a fifth of the
 * browser tests' CPU more (bench/results/latest.md, test suite).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const admin = new URL(page.url()).pathname.startsWith('/admin');
  const results = await new AxeBuilder({ page })
    .withTags(admin ? [...WCAG_21_AA, 'best-practice'] : WCAG_21_AA)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
