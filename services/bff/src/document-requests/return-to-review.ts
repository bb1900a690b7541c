import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * REVIEW STATUS CALL SITE (the only one of document requests). When a request is fulfilled the
 * application's review status goes back to In review. The review status, its transitions and the
 * one server function that changes it (with its audit entry) belong to branch `review`
 * (services/contracts/src/review.ts, routes/admin/applications/review.ts); until that is merged
 * this records the intent in the log only. Replace the body with that function's call.
 */
export async function returnToInReview(c: Context<AppEnv>, applicationId: string, requestId: string) {
  c.get('logger').info({ applicationId, requestId }, 'documents received; review status to In review');
}
