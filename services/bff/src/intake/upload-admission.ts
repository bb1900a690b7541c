import { CONTENT_TYPE_OF, MAX_UPLOAD_BYTES, UPLOAD_SLOTS, type UploadSlot } from '@funding/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';

/** Seven maximum files plus the form data and multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = UPLOAD_SLOTS.length * MAX_UPLOAD_BYTES + 1024 * 1024;

/** Refuses a body announced as too big before reading any of it. */
export const refuseAnnouncedOversize = (message: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (Number(c.req.header('content-length') ?? 0) > MAX_UPLOAD_BODY_BYTES) {
      throw new AppError('payload_too_large', message);
    }
    await next();
  });

/**
 * Runs `receive` holding one of the process's upload places (the dependencies' upload gate): a
 * submission that finds every place taken waits, first come first served, with nothing of its body
 * read (TCP holds the client back), so a burst above capacity is absorbed instead of answered with
 * errors. When no place frees up in time, answers 429 with Retry-After and `busyMessage`.
 */
export async function withUploadPlace<T>(
  c: Context<AppEnv>,
  busyMessage: string,
  receive: () => Promise<T>,
): Promise<T> {
  const { uploadGate, env } = c.get('deps');
  const leave = await uploadGate.enter(1, { maxWaitMs: env.UPLOAD_GATE_WAIT_MS });
  if (!leave) throw new AppError('rate_limited', busyMessage, undefined, 30);
  try {
    return await receive();
  } finally {
    leave();
  }
}

/**
 * The file parts of an upload as the API document shows them. Not a validator: bodies are read as
 * a stream (intake/multipart.ts) and each file is checked by content.
 */
export const uploadSlotParts = (describe: (slot: UploadSlot) => string) =>
  Object.fromEntries(
    UPLOAD_SLOTS.map((slot) => [
      slot,
      z
        .file()
        .max(MAX_UPLOAD_BYTES)
        .mime(Object.values(CONTENT_TYPE_OF))
        .optional()
        .meta({ description: describe(slot) }),
    ]),
  );
