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

/** Fails with the list of axe violations (WCAG 2.1 AA) found on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
