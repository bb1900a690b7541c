import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** What the check failed with, or 'passed'. */
const axeReport = (page: Page) =>
  expectNoAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );

const append = (page: Page, html: string) =>
  page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', markup), html);

// The check every spec relies on fails, and names what it found, in the page and in a frame.
test('the accessibility check fails on violations and names them, the second time too', async ({ page }) => {
  await page.goto('/');
  await append(page, '<img src="/favicon.ico" class="axe-check-image">');
  const first = await axeReport(page);
  expect(first).toContain('image-alt (critical)');
  expect(first).toContain('.axe-check-image');

  // Axe is in the document now: the next check reuses it and still sees a new violation.
  await append(page, '<button class="axe-check-button"></button>');
  const second = await axeReport(page);
  expect(second).toContain('button-name (critical)');
  expect(second).toContain('.axe-check-button');

  // And in a same-origin frame.
  await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.title = 'Frame';
    frame.srcdoc =
      '<html lang="en"><title>t</title><body><main><img src="/favicon.ico"></main></body></html>';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    document.body.append(frame);
    await loaded;
  });
  // axe names a node in a frame by the frame's selector, then the node's within it.
  expect(await axeReport(page)).toMatch(/image-alt \(critical\): .* at .*iframe img/);
});
