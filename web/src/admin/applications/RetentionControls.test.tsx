import { type AdminRole, type ApplicationDetail, RETENTION_MESSAGES } from '@funding/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApplicationDetail, signedInAs } from '../../testing/admin-fixtures';
import { answer, answerWith } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';
import { formatDateTime } from './format';

// docs/product.md: the detail says when the application will be disposed of; a super admin places
// or lifts a legal hold and an admin disposes of it now, each with a reason.

const DUE = '2027-05-26T10:00:00.000Z';

function openDetail(role: AdminRole, retention: ApplicationDetail['retention']) {
  signedInAs(role);
  // The detail's other sections answer with nothing to show.
  const detail = answerApplicationDetail({ pdfSizeBytes: null, retention });
  return { detail, path: `/admin/applications/${detail.applicationId}` };
}

describe('retention in the detail', () => {
  it('shows a viewer the date, and no control', async () => {
    const { path } = openDetail('viewer', { disposalDueAt: DUE, disposedAt: null, legalHold: null });
    await renderApp(path);
    expect(await screen.findByText(`Will be disposed of on ${formatDateTime(DUE)}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dispose of now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place legal hold' })).toBeNull();
  });

  it('lets a super admin place a hold with a reason, and shows the hold that answers', async () => {
    const { path } = openDetail('super_admin', { disposalDueAt: DUE, disposedAt: null, legalHold: null });
    const sent: unknown[] = [];
    const placedAt = '2026-11-27T03:00:00.000Z';
    answerWith('put', '/api/admin/applications/{applicationId}/legal-hold', async ({ request, reply }) => {
      sent.push(await request.json());
      return reply(200, {
        success: true,
        message: RETENTION_MESSAGES.legalHoldPlaced,
        retention: {
          disposalDueAt: null,
          disposedAt: null,
          legalHold: { reason: 'Subpoena 24-117', placedAt, placedBy: 'casey-super_admin' },
        },
      });
    });
    const { user } = await renderApp(path);
    await user.type(await screen.findByLabelText('Reason'), 'Subpoena 24-117');
    await user.click(screen.getByRole('button', { name: 'Place legal hold' }));
    expect(await screen.findByText(RETENTION_MESSAGES.legalHoldPlaced)).toBeTruthy();
    expect(sent).toEqual([{ held: true, reason: 'Subpoena 24-117' }]);
    expect(
      screen.getByText(
        `On legal hold since ${formatDateTime(placedAt)} (casey-super_admin): Subpoena 24-117. Kept until the hold is lifted.`,
      ),
    ).toBeTruthy();
    // Held: it cannot be disposed of until the hold is lifted.
    expect(screen.queryByRole('button', { name: 'Dispose of now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lift legal hold' })).toBeTruthy();
  });

  it('lets an admin dispose of it after a confirmation, and shows why the server refused', async () => {
    const { path } = openDetail('admin', { disposalDueAt: DUE, disposedAt: null, legalHold: null });
    answer('post', '/api/admin/applications/{applicationId}/disposal', 400, {
      message: 'Validation failed',
      fields: { reason: RETENTION_MESSAGES.reasonRequired },
    });
    const { user } = await renderApp(path);
    expect(await screen.findByRole('button', { name: 'Dispose of now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place legal hold' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dispose of now' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Dispose of now' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
