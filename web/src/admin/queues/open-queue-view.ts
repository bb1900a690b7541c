import { QUEUE_VIEW_PATH, queueViewLinkResponseSchema } from '@funding/contracts';
import { adminFetch } from '../api/admin-fetch';

/**
 * Opens the queue view (bull-board) in a new tab. The page cannot send the portal's Bearer token,
 * and the token never goes into a URL: an authenticated call gets a single-use link that starts
 * the view's own short session (docs/decisions/queue-view.md). The tab is opened inside the click,
 * because browsers block a window opened after waiting for the network.
 */
export async function openQueueView(): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await adminFetch(`${QUEUE_VIEW_PATH}/link`, queueViewLinkResponseSchema, {
      method: 'POST',
    });
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
