import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The check every spec relies on fails, and names what it found, in the page and in a frame.
test('the accessibility check fails on violations and names them, the second time too', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.ico';
    image.className = 'axe-check-image';
    document.body.append(image);
  });
  const first = await expectNoAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(first).toContain('image-alt (critical)');
  expect(first).toContain('.axe-check-image');

  // Axe is in the document now: the next check reuses it and still sees a new violation.
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.className = 'axe-check-button';
    document.body.append(button);
  });
  const second = await expectNoAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
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
  const inFrame = await expectNoAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  // axe names a node in a frame by the frame's selector, then the node's within it.
  expect(inFrame).toMatch(/image-alt \(critical\): .* at .*iframe img/);
});
