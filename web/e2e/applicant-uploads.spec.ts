import { truncateSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { statementPdf, type UploadFile } from './applicant-files.ts';
import { chooseFile, fileInput, goToDocumentsStep } from './applicant-form.ts';
import { expect, test } from './fixtures.ts';

const TEN_MB = 10 * 1024 * 1024;

function controlOf(page: Page, label: string) {
  return page.getByRole('group', { name: label });
}

// Drag-and-drop as a browser delivers it: a DataTransfer with the files, on the drop area.
async function dragOnto(page: Page, slot: string, eventType: 'dragenter' | 'drop', files: UploadFile[]) {
  const dataTransfer = await page.evaluateHandle(
    (specs) => {
      const transfer = new DataTransfer();
      for (const spec of specs) transfer.items.add(new File([spec.text], spec.name, { type: spec.mimeType }));
      return transfer;
    },
    files.map((file) => ({ name: file.name, mimeType: file.mimeType, text: file.buffer.toString('latin1') })),
  );
  await page.locator(`[role="group"]:has(input[name="${slot}"])`).dispatchEvent(eventType, { dataTransfer });
}

test.describe('file controls', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/application');
    await goToDocumentsStep(page);
  });

  test('show the prompt and hint, then the chosen file with a remove button @phone', async ({ page }) => {
    const control = controlOf(page, 'Bank Statement (Most Recent Month)');
    await expect(control.getByRole('button', { name: /Choose files or drag here/ })).toBeVisible();
    await expect(control.getByText('PDF, JPG, PNG up to 10MB')).toBeVisible();
    await expect(fileInput(page, 'bankStatement1')).toHaveAttribute('accept', /\.pdf/);

    await chooseFile(page, 'bankStatement1', statementPdf('march.pdf'));
    await expect(control.getByText('march.pdf')).toBeVisible();
    await control.getByRole('button', { name: 'Remove march.pdf' }).click();
    await expect(control.getByText('march.pdf')).toHaveCount(0);
    await expect(control.getByRole('button', { name: /Choose files or drag here/ })).toBeVisible();
  });

  test('refuse a file of another type', async ({ page }) => {
    await chooseFile(page, 'bankStatement1', {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a statement'),
    });
    const control = controlOf(page, 'Bank Statement (Most Recent Month)');
    await expect(page.getByRole('alert').filter({ hasText: 'File must be a PDF, JPG or PNG' })).toBeVisible();
    await expect(control.getByText('notes.txt')).toHaveCount(0);
  });

  test('refuse a file over 10MB', async ({ page }, testInfo) => {
    // One byte over the limit, chosen from disk as a person would: the browser reads the file
    // where it lies (a sparse file, so nothing is written), where a buffer would cross the
    // DevTools protocol as 14 MB of base64.
    const huge = testInfo.outputPath('huge.pdf');
    writeFileSync(huge, '%PDF-1.4\n');
    truncateSync(huge, TEN_MB + 1);
    await fileInput(page, 'bankStatement2').setInputFiles(huge);
    await expect(page.getByRole('alert').filter({ hasText: 'File is larger than 10MB' })).toBeVisible();
  });

  test('refuse an empty file', async ({ page }) => {
    await chooseFile(page, 'additionalDoc1', {
      name: 'empty.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(0),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'File is empty' })).toBeVisible();
  });

  test('refuse more than one file at a time', async ({ page }) => {
    await dragOnto(page, 'bankStatement3', 'drop', [statementPdf('one.pdf'), statementPdf('two.pdf')]);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only one file can be uploaded here' }),
    ).toBeVisible();
    await expect(controlOf(page, 'Bank Statement (3rd Most Recent Month)').getByText('one.pdf')).toHaveCount(
      0,
    );
  });

  test('highlight while dragging, in red for a file that is not allowed', async ({ page }) => {
    const zone = page.locator('[role="group"]:has(input[name="bankStatement4"])');
    await dragOnto(page, 'bankStatement4', 'dragenter', [statementPdf('ok.pdf')]);
    await expect(zone).toHaveAttribute('data-drag-state', 'active');
    await zone.dispatchEvent('dragleave');
    await expect(zone).toHaveAttribute('data-drag-state', 'idle');
    await dragOnto(page, 'bankStatement4', 'dragenter', [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
    ]);
    await expect(zone).toHaveAttribute('data-drag-state', 'rejected');
  });

  test('a drop of one allowed file is kept', async ({ page }) => {
    await dragOnto(page, 'additionalDoc2', 'drop', [statementPdf('dropped.pdf')]);
    await expect(controlOf(page, 'Additional Document 2').getByText('dropped.pdf')).toBeVisible();
  });
});
