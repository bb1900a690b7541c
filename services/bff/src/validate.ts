import { ADMIN_API_MESSAGES, firstMessagePerField } from '@funding/contracts';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env.ts';
import { AppError } from './errors.ts';

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = firstMessagePerField(result.error.issues);
  // The first message doubles as the error's message, so a client that shows only `message`
  // still shows the spec's text (e.g. 'Please fill in all fields').
  throw new AppError('validation_failed', Object.values(fields)[0] ?? 'Invalid request', fields);
}

/** The JSON body, parsed with a contracts schema; 400 with per-field messages otherwise. */
export async function readJson<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.output<T>> {
  const text = await c.req.text();
  // No body reads as an empty object, so the schema answers with its own per-field messages.
  if (text.trim() === '') return parsed(schema, {});
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', ADMIN_API_MESSAGES.bodyNotJson);
  }
  return parsed(schema, body);
}

/** The query string, parsed with a contracts schema. */
export function readQuery<T extends z.ZodType>(c: Context<AppEnv>, schema: T): z.output<T> {
  return parsed(schema, c.req.query());
}
