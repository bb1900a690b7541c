import { QUEUE_VIEW_PATH, queueViewLinkResponseSchema } from '@funding/contracts';
import { adminFetch } from '../api/admin-fetch';
import { openInNewTab } from '../ui/open-in-new-tab';

/**
 * Opens the queue view (bull-board) in a new tab. The page cannot send the portal's Bearer token,
 * so an authenticated call gets a single-use link that starts the view's own short session
 * (docs/decisions/queue-view.md).
 */
export function openQueueView(): Promise<void> {
  return openInNewTab(
    async () =>
      (await adminFetch(`${QUEUE_VIEW_PATH}/link`, queueViewLinkResponseSchema, { method: 'POST' })).url,
  );
}
