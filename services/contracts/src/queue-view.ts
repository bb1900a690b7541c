import { z } from 'zod';

// The queue view (bull-board) for super admins: a page of its own under the admin API, opened from
// the Admin Panel with a single-use link that starts a short session scoped to this path
// (docs/decisions/queue-view.md).

export const QUEUE_VIEW_PATH = '/api/admin/queues';
/** The page itself; its files and its API live below it. */
export const QUEUE_VIEW_BOARD_PATH = `${QUEUE_VIEW_PATH}/board/`;

/** `POST /api/admin/queues/link`: where to open the view, once, before `expiresAt`. */
export const queueViewLinkResponseSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type QueueViewLinkResponse = z.infer<typeof queueViewLinkResponseSchema>;

/** `GET /api/admin/queues/enter?token=`: the link's single-use token. */
export const queueViewEnterQuerySchema = z.object({
  token: z
    .string()
    .optional()
    .meta({ description: 'The token of a link from `POST /api/admin/queues/link`' }),
});

export const QUEUE_VIEW_MESSAGES = {
  linkInvalid:
    'This queue view link is invalid, expired or already used. Open the queue view again from the Admin Panel.',
  sessionEnded: 'Your queue view session has ended. Open the queue view again from the Admin Panel.',
  onlyReadAndRetry:
    'The queue view shows jobs and retries failed ones; it does not change the queues otherwise.',
  crossSite: 'This request did not come from the queue view page.',
} as const;
