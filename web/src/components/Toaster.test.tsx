import { TOAST_DURATION_MS } from '@funding/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { visibleToast, visibleToasts } from '../testing/toasts';
import { showToast } from './toast-store';

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows one at a time: a new toast replaces the one on screen', async () => {
    await renderApp('/application');
    act(() => showToast({ title: 'First', description: 'one' }));
    expect((await visibleToast()).textContent).toContain('First');
    act(() => showToast({ title: 'Second', variant: 'success' }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
    await waitFor(() => expect(visibleToasts()[0]?.textContent).toContain('Second'));
    expect(visibleToasts()[0]?.textContent).not.toContain('First');
  });

  it(`stays ${TOAST_DURATION_MS} ms, then goes; its close button ends it sooner`, async () => {
    const { user } = await renderApp('/application');
    // The toaster arrives in a chunk of its own; the clock is faked once it is there.
    await screen.findByRole('region', { name: /Notifications/ });
    vi.useFakeTimers();
    act(() => showToast({ title: 'Draft Saved', variant: 'success' }));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1));
    expect(visibleToasts()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(visibleToasts()).toHaveLength(0);
    vi.useRealTimers();

    act(() => showToast({ title: 'Draft Saved', variant: 'success' }));
    await visibleToast();
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  });

  it('says Draft Saved, or Draft Save Failed when the browser cannot store it', async () => {
    const { user } = await renderApp('/application');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect((await visibleToast()).textContent).toContain('Draft Saved');

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(visibleToasts()[0]?.textContent).toContain('Draft Save Failed'));
  });

  it('F8 moves focus to the notifications', async () => {
    const { user } = await renderApp('/application');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await visibleToast();
    await user.keyboard('[F8]');
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(document.activeElement).toBe(region.querySelector('ol'));
  });
});
