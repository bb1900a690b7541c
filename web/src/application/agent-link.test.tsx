import { agentFormPath } from '@funding/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith } from '../testing/api-mock';
import { expectStep, field, goToDocumentsStep } from '../testing/applicant-form';
import { renderApp } from '../testing/render-app';
import { agentCardKeys } from './agent-queries';

const agentId = '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4';

/** Fills the form with its test data and submits it; answers the agent id it was sent with. */
async function submittedAgentId(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  let sent: FormDataEntryValue | null = null;
  answerWith('post', '/api/applications', async ({ request, reply }) => {
    sent = (await request.formData()).get('agentId');
    return reply(201, { applicationId: 'FA-7KQ2M-9XD4P' });
  });
  await user.click(screen.getByRole('button', { name: 'Test Data' }));
  await goToDocumentsStep(user);
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  await waitFor(() => expect(sent).not.toBeNull());
  return sent;
}

describe("an agent's referral link", () => {
  it("shows an active agent's card and credits the agent", async () => {
    answer('get', '/api/agents/by-slug/{agentSlug}', 200, {
      id: agentId,
      isActive: true,
      name: 'Jane Doe',
      email: 'jane@agents.test',
      phone: '(512) 555-0100',
    });
    const { user } = await renderApp(agentFormPath('jane-doe'));
    expect(await screen.findByText('Business Funding Specialist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'jane@agents.test' })).toBeTruthy();
    expect(await submittedAgentId(user)).toBe(agentId);
  });

  it('of a deactivated agent shows the form without a card and still credits the agent', async () => {
    answer('get', '/api/agents/by-slug/{agentSlug}', 200, { id: agentId, isActive: false });
    const { user, queryClient } = await renderApp(agentFormPath('gone-agent'));
    await expectStep(1);
    await waitFor(() =>
      expect(
        queryClient.getQueryState(agentCardKeys.byLookup({ by: 'slug', value: 'gone-agent' }))?.status,
      ).toBe('success'),
    );
    expect(screen.queryByText('Business Funding Specialist')).toBeNull();
    expect(await submittedAgentId(user)).toBe(agentId);
  });

  it('of an unknown agent id shows a working form without a card, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      answer('get', '/api/agents/{agentId}', 404, { message: 'Agent not found', code: 'not_found' });
      const { user } = await renderApp(`/apply/agent/${agentId}`);
      await expectStep(1);
      await waitFor(() =>
        expect(logged.mock.calls.some(([message]) => String(message).includes('Agent lookup failed'))).toBe(
          true,
        ),
      );
      expect(screen.queryByText('Business Funding Specialist')).toBeNull();
      await user.type(field('Business Name'), 'Acme Bakery');
      expect(field('Business Name').value).toBe('Acme Bakery');
    } finally {
      logged.mockRestore();
    }
  });
});
