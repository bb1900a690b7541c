import {
  ADMIN_API_MESSAGES,
  type ApplicationDetail,
  DECISION_MESSAGES,
  DECLINE_REASON_LABELS,
  DEFAULT_PAGE_SIZE,
  MASKED_DATE_OF_BIRTH,
  REVEAL_MESSAGES,
  REVIEW_MESSAGES,
  type ReviewChangeResponse,
} from '@funding/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApplicationDetail, applicationRecord, signedInAs } from '../../../testing/admin-fixtures';
import { answer, answerWith, recordRequests } from '../../../testing/api-mock';
import { renderApp } from '../../../testing/render-app';

// docs/product.md#the-admin-portal: an application's own page, its key facts first, its sections
// below, a document beside the figures, decisions that record what was decided.

const NO_DECISION: ApplicationDetail['decision'] = {
  approvedAmount: null,
  approvedAt: null,
  fundedAmount: null,
  fundingDate: null,
  declineReason: null,
  declineNote: null,
  withdrawnBy: null,
};

async function openPage(path: string) {
  const app = await renderApp(path);
  await screen.findByRole('article');
  return app;
}

/** A fact of the page's header, as it reads. */
function fact(label: string): string {
  const term = within(screen.getByRole('region', { name: 'Key facts' })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function changeAnswer(state: Partial<ReviewChangeResponse>, detail: ApplicationDetail): ReviewChangeResponse {
  return {
    success: true,
    message: REVIEW_MESSAGES.statusChanged(state.reviewStatus ?? detail.reviewStatus),
    reviewStatus: detail.reviewStatus,
    reviewStatusChangedAt: '2026-11-27T09:00:00.000Z',
    assigneeId: detail.assigneeId,
    assigneeUsername: detail.assigneeUsername,
    lastActivityAt: '2026-11-27T09:00:00.000Z',
    decision: NO_DECISION,
    ...state,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const APPROVED_ENTRY = {
  at: '2026-11-27T09:00:00.000Z',
  who: 'admin',
  kind: 'review_status_change' as const,
  text: 'Status changed from In review to Approved; approved amount $120,000',
};

describe("an application's page", () => {
  it('heads the page with the key facts, the decisions recorded and the duplicates, each linked', async () => {
    signedInAs('viewer');
    const other = applicationRecord();
    const detail = answerApplicationDetail({
      businessName: 'Harbor Street Bakery LLC',
      amountRequested: 150_000,
      industry: 'restaurants',
      timeInBusiness: '2-5',
      businessState: 'OR',
      owner1FicoScore: 712,
      averageMonthlyRevenue: 60_000,
      averageMonthlyDepositsCents: 5_212_345,
      hasOpenAdvances: 'yes',
      openAdvancesCount: 2,
      reviewStatus: 'funded',
      assigneeUsername: 'casey-admin',
      createdAt: new Date(Date.now() - 12 * 24 * 60 * 60 * 1000 - 60_000).toISOString(),
      decision: {
        ...NO_DECISION,
        approvedAmount: 140_000,
        approvedAt: '2026-11-20T10:00:00.000Z',
        fundedAmount: 135_000,
        fundingDate: '2026-11-24',
      },
      duplicates: [
        {
          applicationId: other.applicationId,
          createdAt: '2026-11-20T15:00:00.000Z',
          matchedOn: ['ein', 'phone'],
        },
      ],
    });
    const { router, user } = await openPage(`/admin/applications/${detail.applicationId}`);
    expect(await screen.findByRole('heading', { name: 'Harbor Street Bakery LLC', level: 2 })).toBeTruthy();
    expect(fact('Amount requested')).toBe('$150,000');
    expect(fact('Industry')).toBe('Restaurants and food service');
    expect(fact('Time in business')).toBe('2-5 years');
    expect(fact('State')).toBe('Oregon (OR)');
    expect(fact('Owner FICO')).toBe('712');
    expect(fact('Open positions')).toBe('2');
    // What the applicant stated beside what the statements show.
    expect(fact('Monthly revenue (stated)')).toBe('$60,000');
    expect(fact('Monthly deposits (statements)')).toBe('$52,123');
    expect(fact('Review status')).toContain('Funded');
    expect(fact('Assignee')).toBe('casey-admin');
    expect(fact('Age')).toBe('12 days');
    expect(fact('Approved amount')).toBe('$140,000');
    expect(fact('Funded')).toBe('$135,000 on Nov 24, 2026');

    const flag = within(screen.getByRole('list', { name: 'Possible duplicates' })).getByRole('link');
    expect(flag.textContent).toBe(
      `Also applied as ${other.applicationId} on Nov 20, 2026 (same EIN, business phone)`,
    );
    answerApplicationDetail({ ...other });
    await user.click(flag);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/applications/${other.applicationId}`),
    );
    expect(await screen.findByRole('heading', { name: other.businessName, level: 2 })).toBeTruthy();
  });

  it('says "—" for figures not there yet, and states a decline and a withdrawal', async () => {
    signedInAs('viewer');
    const detail = answerApplicationDetail({
      amountRequested: null,
      industry: '',
      averageMonthlyRevenue: null,
      averageMonthlyDepositsCents: null,
      owner1FicoScore: null,
      hasOpenAdvances: 'no',
      reviewStatus: 'declined',
      decision: {
        ...NO_DECISION,
        declineReason: 'stacking',
        declineNote: 'Four positions on the statements',
      },
    });
    await openPage(`/admin/applications/${detail.applicationId}`);
    await screen.findByRole('region', { name: 'Key facts' });
    expect(fact('Amount requested')).toBe('—');
    expect(fact('Industry')).toBe('—');
    expect(fact('Monthly revenue (stated)')).toBe('—');
    expect(fact('Monthly deposits (statements)')).toBe('—');
    expect(fact('Owner FICO')).toBe('—');
    expect(fact('Open positions')).toBe('None');
    expect(fact('Decline reason')).toBe(
      `${DECLINE_REASON_LABELS.stacking}: Four positions on the statements`,
    );
    expect(screen.queryByRole('list', { name: 'Possible duplicates' })).toBeNull();
  });

  it("flags an application submitted through a deactivated agent's link beside the agent", async () => {
    signedInAs('viewer');
    const detail = answerApplicationDetail({
      agentName: 'Gone Agent',
      agentEmail: 'gone@agents.test',
      agentLinkInactive: true,
    });
    await openPage(`/admin/applications/${detail.applicationId}`);
    const processing = await screen.findByRole('region', { name: 'Processing' });
    const agent = within(processing).getByText('Agent', { selector: 'dt' }).nextElementSibling;
    expect(agent?.textContent).toBe('Gone Agent (gone@agents.test)Agent link inactive');
  });

  it('says an unknown application is not found, with no Try Again, and leads back to the list', async () => {
    signedInAs('admin');
    answer('get', '/api/admin/applications/{applicationId}', 404, {
      message: ADMIN_API_MESSAGES.applicationNotFound,
      code: 'not_found',
    });
    const { router, user } = await openPage('/admin/applications/FA-AAAAA-BBBBB?reviewStatus=new');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ADMIN_API_MESSAGES.applicationNotFound);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Back to applications/ }));
    // The list's filters stay in the address on the way back.
    await waitFor(() => expect(router.state.location.href).toBe('/admin?reviewStatus=new'));
  });

  it('opens from its row in the list, and goes back to the list with its filters', async () => {
    signedInAs('admin');
    const detail = answerApplicationDetail({ businessName: 'Listed Ranch LLC' });
    answer('get', '/api/admin/applications', 200, {
      applications: [detail],
      total: 1,
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
    });
    const { router, user } = await renderApp('/admin?reviewStatus=new&sort=oldest');
    await user.click(await screen.findByRole('button', { name: `Details ${detail.applicationId}` }));
    expect(await screen.findByRole('heading', { name: 'Listed Ranch LLC', level: 2 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/admin/applications/${detail.applicationId}`);
    // A page, not a dialog over the list.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Back to applications/ }));
    await waitFor(() => expect(router.state.location.href).toBe('/admin?reviewStatus=new&sort=oldest'));
    expect(await screen.findByRole('tablist', { name: 'Admin sections' })).toBeTruthy();
  });

  it('shows a loading state while the application is on its way', async () => {
    signedInAs('admin');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const detail = answerApplicationDetail();
    answerWith('get', '/api/admin/applications/{applicationId}', async ({ reply }) => {
      await held;
      return reply(200, detail);
    });
    await openPage(`/admin/applications/${detail.applicationId}`);
    expect((await screen.findByRole('status')).textContent).toContain('Loading application...');
    release();
    expect(await screen.findByRole('heading', { name: detail.businessName, level: 2 })).toBeTruthy();
  });
});

describe("the page's sections", () => {
  it('groups the answers as the form does, masked; an admin reveals them with a reason', async () => {
    signedInAs('admin');
    const duplicate = applicationRecord();
    const detail = answerApplicationDetail({
      hasOpenAdvances: 'yes',
      openAdvancesCount: 3,
      duplicates: [
        { applicationId: duplicate.applicationId, createdAt: duplicate.createdAt, matchedOn: ['ssn'] },
      ],
    });
    const reasons: unknown[] = [];
    answerWith('post', '/api/admin/applications/{applicationId}/reveal', async ({ request, reply }) => {
      reasons.push(await request.json());
      return reply(200, {
        ein: '12-3456789',
        owner1Ssn: '123-45-6789',
        owner1DateOfBirth: '1980-04-02',
        owner2Ssn: '',
        owner2DateOfBirth: '',
      });
    });
    const { user } = await openPage(`/admin/applications/${detail.applicationId}`);
    const answers = await screen.findByRole('region', { name: 'Application answers' });
    expect(
      within(answers)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Business Information', 'Funding Request', 'Owner 1', 'Authorization']);
    const funding = within(answers).getByRole('region', { name: 'Funding Request' });
    expect(funding.textContent).toContain('Amount Requested$85,000');
    expect(funding.textContent).toContain('Use of FundsEquipment');
    expect(funding.textContent).toContain('Number of Open Advances or Loans3');
    const owner = within(answers).getByRole('region', { name: 'Owner 1' });
    expect(owner.textContent).toContain('Owner 1 SSN***-**-6789');
    expect(owner.textContent).toContain(`Owner 1 Date of Birth${MASKED_DATE_OF_BIRTH}`);

    await user.click(
      await within(answers).findByRole('button', { name: 'Reveal SSN, EIN and dates of birth' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reveal SSN, EIN and dates of birth' });
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(within(dialog).getByText(REVEAL_MESSAGES.reasonRequired)).toBeTruthy();
    expect(reasons).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Verifying identity with the bank');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reasons).toEqual([{ reason: 'Verifying identity with the bank' }]);
    expect(owner.textContent).toContain('Owner 1 SSN123-45-6789');
    expect(owner.textContent).toContain('Owner 1 Date of Birth1980-04-02');
    expect(within(answers).getByRole('region', { name: 'Business Information' }).textContent).toContain(
      'EIN12-3456789',
    );
    await user.click(within(answers).getByRole('button', { name: 'Hide SSN, EIN and dates of birth' }));
    expect(owner.textContent).toContain('Owner 1 SSN***-**-6789');

    // Revealed again, then on to a duplicate: the next application's page starts masked.
    await user.click(within(answers).getByRole('button', { name: 'Reveal SSN, EIN and dates of birth' }));
    await user.type(
      within(await screen.findByRole('dialog')).getByLabelText(/^Reason/),
      'Comparing the duplicates',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(owner.textContent).toContain('Owner 1 SSN123-45-6789'));
    const other = answerApplicationDetail({
      ...duplicate,
      businessName: 'Other Ranch LLC',
      owner1Ssn: '***-**-4321',
    });
    await user.click(
      screen.getByRole('link', { name: new RegExp(`^Also applied as ${other.applicationId}`) }),
    );
    const otherOwner = await screen.findByRole('region', { name: 'Owner 1' });
    await waitFor(() => expect(otherOwner.textContent).toContain('Owner 1 SSN***-**-4321'));
    expect(screen.getByRole('button', { name: 'Reveal SSN, EIN and dates of birth' })).toBeTruthy();
  });

  it('gives a viewer no Reveal, and files only where the deployment allows viewers them', async () => {
    const viewer = signedInAs('viewer');
    const detail = answerApplicationDetail({
      documents: [
        { slot: 'bankStatement1', fileName: 'march.pdf', contentType: 'application/pdf', sizeBytes: 10 },
      ],
    });
    await openPage(`/admin/applications/${detail.applicationId}`);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(documents).findByText('Your role cannot open or download files here.')).toBeTruthy();
    expect(within(documents).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
    cleanup();

    answer('get', '/api/auth/verify', 200, {
      success: true,
      user: viewer,
      permissions: { downloadFiles: true, revealPersonalData: false },
    });
    await openPage(`/admin/applications/${detail.applicationId}`);
    const allowed = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(allowed).findByRole('button', { name: /^Download .*march\.pdf$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
  });

  it('lists the documents in slot order, bank statements first, and opens one beside the figures', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    signedInAs('admin');
    const document = (
      slot: ApplicationDetail['documents'][number]['slot'],
      fileName: string,
      type = 'application/pdf',
    ) => ({
      slot,
      fileName,
      contentType: type,
      sizeBytes: 2048,
    });
    const detail = answerApplicationDetail({
      documents: [
        document('additionalDoc1', 'lease.pdf'),
        document('bankStatement2', 'february.pdf'),
        document('bankStatement1', 'march.pdf'),
        document('additionalDoc3', 'storefront.png', 'image/png'),
      ],
    });
    const asked: unknown[] = [];
    answerWith(
      'post',
      '/api/admin/applications/{applicationId}/download-link',
      async ({ request, reply }) => {
        const body = (await request.json()) as { file: string };
        asked.push(body);
        return reply(200, {
          url: `/api/admin/files/${body.file}?token=one-use`,
          expiresAt: '2026-11-27T10:00:00.000Z',
        });
      },
    );
    const { user } = await openPage(`/admin/applications/${detail.applicationId}`);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const rows = within(documents)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('.font-medium')?.textContent);
    expect(rows).toEqual([
      'Bank Statement (Most Recent Month)',
      'Bank Statement (2nd Most Recent Month)',
      'Additional Document 1',
      'Additional Document 3',
      'Application PDF',
    ]);

    await user.click(await within(documents).findByRole('button', { name: /^View .*february\.pdf$/ }));
    const viewer = await screen.findByRole('region', { name: /february\.pdf/ });
    const frame = await within(viewer).findByTitle(/february\.pdf/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/api/admin/files/bankStatement2?token=one-use');
    expect(asked).toEqual([{ file: 'bankStatement2', download: false }]);
    // Beside the figures: the viewer and the sections share a row.
    expect(viewer.parentElement?.className).toContain('grid-cols-');

    await user.click(within(documents).getByRole('button', { name: /^View .*storefront\.png$/ }));
    const image = await screen.findByRole('img', { name: /storefront\.png/ });
    expect(image.getAttribute('src')).toBe('/api/admin/files/additionalDoc3?token=one-use');
    await user.click(screen.getByRole('button', { name: /^Close/ }));
    expect(screen.queryByRole('img', { name: /storefront\.png/ })).toBeNull();
  });

  it('opens a document in a new tab on a narrow screen', async () => {
    signedInAs('admin');
    const tab = { opener: {}, location: { href: '' }, close: () => undefined };
    vi.stubGlobal('open', () => tab);
    const detail = answerApplicationDetail({
      documents: [
        { slot: 'bankStatement1', fileName: 'march.pdf', contentType: 'application/pdf', sizeBytes: 10 },
      ],
    });
    answer('post', '/api/admin/applications/{applicationId}/download-link', 200, {
      url: '/api/admin/files/march?token=one-use',
      expiresAt: '2026-11-27T10:00:00.000Z',
    });
    const { user } = await openPage(`/admin/applications/${detail.applicationId}`);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    await user.click(await within(documents).findByRole('button', { name: /^View .*march\.pdf$/ }));
    await waitFor(() => expect(tab.location.href).toBe('/api/admin/files/march?token=one-use'));
    expect(screen.queryByRole('region', { name: /march\.pdf/ })).toBeNull();
  });
});

describe('decisions on the page', () => {
  const changeStatus = async (user: Awaited<ReturnType<typeof renderApp>>['user'], label: string) => {
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Move to' }), label);
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    return screen.findByRole('dialog', { name: `Mark as ${label}` });
  };

  it('asks the approved amount, checks it, and shows what was recorded', async () => {
    signedInAs('admin');
    const detail = answerApplicationDetail({ reviewStatus: 'in_review' });
    const sent: unknown[] = [];
    answerWith('get', '/api/admin/applications/{applicationId}/timeline', ({ reply }) =>
      reply(200, { entries: sent.length > 0 ? [APPROVED_ENTRY] : [], limit: 500, truncated: false }),
    );
    answerWith('put', '/api/admin/applications/{applicationId}/review-status', async ({ request, reply }) => {
      sent.push(await request.json());
      return reply(
        200,
        changeAnswer(
          {
            reviewStatus: 'approved',
            decision: { ...NO_DECISION, approvedAmount: 120_000, approvedAt: '2026-11-27T09:00:00.000Z' },
          },
          detail,
        ),
      );
    });
    const { user } = await openPage(`/admin/applications/${detail.applicationId}`);
    const dialog = await changeStatus(user, 'Approved');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Approved' }));
    expect(within(dialog).getByText(DECISION_MESSAGES.approvedAmountRequired)).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Approved amount/), '120000');
    expect((within(dialog).getByLabelText(/^Approved amount/) as HTMLInputElement).value).toBe('120,000');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Approved' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      expect.objectContaining({ status: 'approved', from: 'in_review', approvedAmount: '120,000' }),
    ]);
    expect(fact('Review status')).toContain('Approved');
    expect(fact('Approved amount')).toBe('$120,000');
    expect(screen.getByText(REVIEW_MESSAGES.statusChanged('approved'))).toBeTruthy();
    // The history reads itself again and shows the move.
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText(APPROVED_ENTRY.text)).toBeTruthy();
  });

  it('asks the funded amount and the funding date', async () => {
    signedInAs('admin');
    const detail = answerApplicationDetail({ reviewStatus: 'approved' });
    const sent: unknown[] = [];
    answerWith('put', '/api/admin/applications/{applicationId}/review-status', async ({ request, reply }) => {
      sent.push(await request.json());
      return reply(
        200,
        changeAnswer(
          {
            reviewStatus: 'funded',
            decision: { ...NO_DECISION, fundedAmount: 95_000, fundingDate: '2026-11-25' },
          },
          detail,
        ),
      );
    });
    const { user } = await openPage(`/admin/applications/${detail.applicationId}`);
    const dialog = await changeStatus(user, 'Funded');
    const date = within(dialog).getByLabelText(/^Funding date/) as HTMLInputElement;
    await user.clear(date);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Funded' }));
    expect(within(dialog).getByText(DECISION_MESSAGES.fundedAmountRequired)).toBeTruthy();
    expect(within(dialog).getByText(DECISION_MESSAGES.fundingDateRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Funded amount/), '95000');
    await user.type(date, '2026-11-25');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Funded' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      expect.objectContaining({
        status: 'funded',
        from: 'approved',
        fundedAmount: '95,000',
        fundingDate: '2026-11-25',
      }),
    ]);
    expect(fact('Funded')).toBe('$95,000 on Nov 25, 2026');
  });

  it('asks why it is declined (with an optional note) and who withdrew', async () => {
    signedInAs('admin');
    const detail = answerApplicationDetail({ reviewStatus: 'in_review' });
    const sent: { status: string }[] = [];
    answerWith('put', '/api/admin/applications/{applicationId}/review-status', async ({ request, reply }) => {
      const body = (await request.json()) as { status: 'declined' | 'in_review' | 'withdrawn' };
      sent.push(body);
      return reply(200, changeAnswer({ reviewStatus: body.status }, detail));
    });
    const { user } = await openPage(`/admin/applications/${detail.applicationId}`);
    let dialog = await changeStatus(user, 'Declined');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Declined' }));
    expect(within(dialog).getByText(DECISION_MESSAGES.declineReasonRequired)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), DECLINE_REASON_LABELS.credit);
    await user.type(within(dialog).getByLabelText(/^Note/), 'Recent defaults');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Declined' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[0]).toEqual(
      expect.objectContaining({
        status: 'declined',
        declineReason: 'credit',
        declineNote: 'Recent defaults',
      }),
    );

    // Declined moves only back to In review (nothing to record); the withdrawal is asked from there.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move to' }), 'In review');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await changeStatus(user, 'Withdrawn');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Withdrawn' }));
    expect(within(dialog).getByText(DECISION_MESSAGES.withdrawnByRequired)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/^Withdrawn by/), 'The applicant');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Withdrawn' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual(expect.objectContaining({ status: 'withdrawn', withdrawnBy: 'applicant' }));
  });

  it('reads the application again after a stale change, and drops a success the new state contradicts', async () => {
    signedInAs('admin');
    const detail = answerApplicationDetail({
      reviewStatus: 'in_review',
      assigneeId: null,
      assigneeUsername: null,
    });
    const colleague = { id: '4b7d8e2f-1a3c-4d5e-8f90-a1b2c3d4e5f6', username: 'jordan-admin' };
    answer('get', '/api/admin/assignees', 200, { assignees: [colleague] });
    answer(
      'put',
      '/api/admin/applications/{applicationId}/assignee',
      200,
      changeAnswer(
        {
          message: REVIEW_MESSAGES.assigned(colleague.username),
          assigneeId: colleague.id,
          assigneeUsername: colleague.username,
        },
        detail,
      ),
    );
    const { user } = await openPage(`/admin/applications/${detail.applicationId}`);
    const assignee = await screen.findByRole('combobox', { name: 'Assigned to' });
    await waitFor(() =>
      expect(within(assignee).queryByRole('option', { name: colleague.username })).toBeTruthy(),
    );
    await user.selectOptions(assignee, colleague.username);
    expect(await screen.findByText(REVIEW_MESSAGES.assigned(colleague.username))).toBeTruthy();

    // Meanwhile someone approved it and took it over: the move is refused as stale.
    const reads = recordRequests();
    answer('put', '/api/admin/applications/{applicationId}/review-status', 409, {
      message: REVIEW_MESSAGES.changedMeanwhile('approved'),
      code: 'conflict',
    });
    answer('get', '/api/admin/applications/{applicationId}', 200, {
      ...detail,
      reviewStatus: 'approved',
      assigneeId: null,
      assigneeUsername: 'sam-admin',
      decision: { ...NO_DECISION, approvedAmount: 80_000, approvedAt: '2026-11-27T08:00:00.000Z' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move to' }), 'Missing documents');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_MESSAGES.changedMeanwhile('approved'));
    await waitFor(() => expect(fact('Review status')).toContain('Approved'));
    expect(
      reads.some((read) => read.method === 'GET' && read.url.pathname.endsWith(detail.applicationId)),
    ).toBe(true);
    expect(fact('Assignee')).toBe('sam-admin');
    expect(fact('Approved amount')).toBe('$80,000');
    // "Assigned to jordan-admin" would now contradict the page.
    expect(screen.queryByText(REVIEW_MESSAGES.assigned(colleague.username))).toBeNull();
  });
});
