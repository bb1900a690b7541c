import { MAX_UPLOAD_BYTES, UPLOAD_SLOTS } from '@funding/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../client-ip.ts';
import { AppError } from '../../errors.ts';
import { acceptSubmission } from '../../intake/accept-submission.ts';
import { requestBody } from '../../intake/request-body.ts';

/** Seven maximum files plus the form data and multipart framing. */
export const MAX_SUBMISSION_BYTES = UPLOAD_SLOTS.length * MAX_UPLOAD_BYTES + 1024 * 1024;
const TOO_MANY_UPLOADS =
  'Too many applications are being uploaded right now. Nothing was saved; please try again in a minute.';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw new AppError('bad_request', 'The Idempotency-Key header must be 8-100 letters, digits, - or _');
  }
  return header;
}

export const applicationRoutes = new Hono<AppEnv>().post('/applications', async (c) => {
  const deps = c.get('deps');
  // Refuse a body announced as too big before reading any of it.
  if (Number(c.req.header('content-length') ?? 0) > MAX_SUBMISSION_BYTES) {
    throw new AppError('payload_too_large', 'The submission is larger than seven 10MB files');
  }
  const idempotencyKey = idempotencyKeyOf(c.req.header('idempotency-key'));
  // Counted before anything is read or looked up: a retry costs one of the client's submissions,
  // and keys cannot be tried faster than applications can be sent.
  await deps.limitSubmissions(clientIp(c));
  const leaveGate = deps.uploadGate.tryEnter();
  if (!leaveGate) {
    c.header('Retry-After', '30');
    throw new AppError('rate_limited', TOO_MANY_UPLOADS);
  }
  try {
    const headers = Object.fromEntries(c.req.raw.headers.entries());
    const { applicationId, replayed } = await acceptSubmission(deps, requestBody(c), headers, idempotencyKey);
    return c.json({ applicationId }, replayed ? 200 : 201);
  } finally {
    leaveGate();
  }
});
