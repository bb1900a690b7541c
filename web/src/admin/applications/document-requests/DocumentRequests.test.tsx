import { type AdminRole, DOCUMENT_REQUEST_MESSAGES, type DocumentRequest } from '@funding/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApplicationDetail, signedInAs } from '../../../testing/admin-fixtures';
import { answer, answerWith } from '../../../testing/api-mock';
import { renderApp } from '../../../testing/render-app';
import { visibleToast } from '../../../testing/toasts';

// docs/product.md: staff withdraw an open document request, after a confirmation; its link stops.

const REQUEST_ID = '3d9a1f0e-2b4c-4d6e-8f0a-1b2c3d4e5f60';

const openRequest: DocumentRequest = {
  id: REQUEST_ID,
  slots: ['bankStatement2'],
  receivedSlots: [],
  message: 'Please send February.',
  state: 'sent',
  requestedBy: 'admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  emailedAt: '2026-11-20T10:01:00.000Z',
  fulfilledAt: null,
};

function openDetail(role: AdminRole) {
  signedInAs(role);
  // Each test answers the document requests itself (a later answer replaces the kit's).
  const detail = answerApplicationDetail({
    ein: '**-***6789',
    owner1Ssn: '***-**-6789',
    owner1DateOfBirth: '**/**/****',
    owner2Ssn: '',
    owner2DateOfBirth: '',
    pdfSizeBytes: null,
  });
  return `/admin/applications/${detail.applicationId}`;
}

describe('cancelling a document request', () => {
  it('asks first, then withdraws the request and shows it cancelled', async () => {
    const path = openDetail('admin');
    let cancelled = false;
    answerWith('get', '/api/admin/applications/{applicationId}/document-requests', ({ reply }) =>
      reply(200, { requests: [cancelled ? { ...openRequest, state: 'cancelled' } : openRequest] }),
    );
    answerWith(
      'post',
      '/api/admin/applications/{applicationId}/document-requests/{requestId}/cancel',
      ({ reply }) => {
        cancelled = true;
        return reply(200, { ...openRequest, state: 'cancelled' });
      },
    );
    const { user } = await renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Cancel Request' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Its upload link stops working at once');
    expect(cancelled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    expect((await visibleToast()).textContent).toContain(DOCUMENT_REQUEST_MESSAGES.requestCancelled);
    await waitFor(() => expect(screen.getByTestId('document-request').textContent).toContain('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).toBeNull();
  });

  it('offers a viewer no cancel button', async () => {
    const path = openDetail('viewer');
    answer('get', '/api/admin/applications/{applicationId}/document-requests', 200, {
      requests: [openRequest],
    });
    await renderApp(path);
    await screen.findByTestId('document-request');
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).toBeNull();
  });
});
