import { BANK_STATEMENT_SLOTS, THANK_YOU, UPLOAD_SLOT_LABELS, UUID_PATTERN } from '@funding/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, answerWith, apiServer } from '../testing/api-mock';
import { errorSummary, expectStep, field, goToDocumentsStep, nextStep } from '../testing/applicant-form';
import { renderApp } from '../testing/render-app';
import { visibleToast, visibleToasts } from '../testing/toasts';

describe('the application form', () => {
  it('never validates when moving between steps', async () => {
    const { user } = await renderApp('/application');
    await nextStep(user);
    await expectStep(2);
    await nextStep(user);
    await expectStep(3);
    expect(screen.queryByText('Business name is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await expectStep(2);
  });

  it('lists five missing fields, counts the rest, and leads to each field', async () => {
    const { user } = await renderApp('/application');
    await goToDocumentsStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const summary = await screen.findByRole('alert', { name: 'Please complete these required fields:' });
    const entries = within(summary).getAllByRole('listitem');
    expect(entries).toHaveLength(5);
    expect(entries.slice(0, 3).map((entry) => entry.textContent)).toEqual([
      'Business Name: Business name is required',
      'Type of Entity: Entity type is required',
      'EIN: EIN must be in format XX-XXXXXXX',
    ]);
    // 14 business, 11 owner-1 and 2 authorization fields are missing: 5 shown, 22 more.
    expect(within(summary).getByText('... and 22 more')).toBeTruthy();
    // The summary takes focus, so the applicant hears it at once.
    expect(document.activeElement).toBe(summary);

    // The fields of the current step show their own messages, tied to the input.
    const signature = field('Owner Signature');
    expect(signature.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Owner signature is required')).toBeTruthy();
    expect(screen.getByText('You must accept the terms of service')).toBeTruthy();

    await user.click(within(summary).getByRole('button', { name: /EIN/ }));
    await expectStep(1);
    await waitFor(() => expect(document.activeElement).toBe(field('EIN')));
    expect(field('EIN')).toHaveProperty('ariaInvalid', 'true');
    const describedBy = field('EIN').getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'EIN must be in format XX-XXXXXXX',
    );

    // Fixing a field takes it off the list.
    await user.type(field('Business Name'), 'Harbor Street Bakery LLC');
    await waitFor(() =>
      expect(within(errorSummary()).queryByRole('button', { name: /Business Name/ })).toBeNull(),
    );
    expect(within(errorSummary()).getByText('... and 21 more')).toBeTruthy();
  });

  it('opens step 2 at an owner field from its entry', async () => {
    const { user } = await renderApp('/application');
    await user.click(screen.getByRole('button', { name: 'Test Data' }));
    await nextStep(user);
    await user.clear(field('Owner 1 First Name'));
    await nextStep(user);
    await screen.findByRole('heading', { name: 'Documents and Authorization' });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const summary = await screen.findByRole('alert', { name: 'Please complete these required fields:' });
    const entries = within(summary).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Owner 1 First Name: First name is required']);
    await user.click(within(summary).getByRole('button', { name: /Owner 1 First Name/ }));
    await expectStep(2);
    await waitFor(() => expect(document.activeElement).toBe(field('Owner 1 First Name')));
  });

  it("shows the Validation Error toast and the server's messages in the summary", async () => {
    const { user, router } = await renderApp('/application');
    await user.click(screen.getByRole('button', { name: 'Test Data' }));
    await goToDocumentsStep(user);
    answer('post', '/api/applications', 400, {
      message: 'Application validation failed',
      code: 'validation_failed',
      fields: { businessCity: 'City is required', bankStatement1: 'File must be a PDF, JPG or PNG' },
    });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const toast = await visibleToast();
    expect(toast.textContent).toContain('Validation Error');
    expect(toast.textContent).toContain('Please check all required fields are filled correctly.');
    const summary = await screen.findByRole('alert', { name: 'Please complete these required fields:' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Business City: City is required',
      'Bank Statement (Most Recent Month): File must be a PDF, JPG or PNG',
    ]);
    expect(router.state.location.pathname).toBe('/application');
  });

  it("shows Submission Failed with the server's message, one toast at a time", async () => {
    const { user } = await renderApp('/application');
    await user.click(screen.getByRole('button', { name: 'Test Data' }));
    await goToDocumentsStep(user);
    answer('post', '/api/applications', 503, {
      message: 'Document storage is unavailable',
      code: 'unavailable',
    });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const first = await visibleToast();
    expect(first.textContent).toContain('Submission Failed');
    expect(first.textContent).toContain('Document storage is unavailable');
    // A second failure replaces the first.
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
    await waitFor(() => expect(visibleToasts()[0]).not.toBe(first));
  });

  it('shows Submitting... and the upload progress while the request is on its way', async () => {
    const { user, router } = await renderApp('/application');
    await user.click(screen.getByRole('button', { name: 'Test Data' }));
    await goToDocumentsStep(user);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answerWith('post', '/api/applications', async ({ reply }) => {
      await held;
      return reply(201, { applicationId: 'FA-7KQ2M-9XD4P' });
    });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const pending = await screen.findByRole('button', { name: 'Submitting...' });
    expect(pending).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    const toast = await visibleToast();
    expect(toast.textContent).toContain('Application Submitted Successfully');
    expect(toast.textContent).toContain('Application ID: FA-7KQ2M-9XD4P.');
    expect(toast.textContent).toContain('A representative will contact you soon.');
    // The page keeps the application ID, and names the statements the server asks for by e-mail
    // (the test data attaches none).
    expect((await screen.findByTestId('application-id')).textContent).toBe('FA-7KQ2M-9XD4P');
    const missing = screen.getByRole('region', { name: THANK_YOU.missingStatementsTitle });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BANK_STATEMENT_SLOTS.map((slot) => UPLOAD_SLOT_LABELS[slot]));
    expect(missing.textContent).toContain(THANK_YOU.missingStatementsLinkSent);
  });

  it('sends a repeated submission of the same contents with the same idempotency key', async () => {
    const { user, router } = await renderApp('/application');
    await user.click(screen.getByRole('button', { name: 'Test Data' }));
    await goToDocumentsStep(user);
    const keys: string[] = [];
    apiServer.use(
      http.post('/api/applications', ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        // The first attempt is lost on the way (as after a timeout); the retry goes through.
        if (keys.length === 1) return HttpResponse.error();
        return HttpResponse.json({ applicationId: 'FA-7KQ2M-9XD4P' }, { status: 201 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const toast = await visibleToast();
    expect(toast.textContent).toContain('Network Error');
    expect(toast.textContent).toContain('Please check your internet connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID_PATTERN);
    expect(keys[1]).toBe(keys[0]);
  });
});
