import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Whether the request is the browser opening a page (not the board's own API calls). */
export function opensAPage(c: Context<AppEnv>): boolean {
  return c.req.method === 'GET' && (c.req.header('Accept') ?? '').includes('text/html');
}

/**
 * The queue view refused as a page, for a person who opened it in a tab: the same status and
 * message the API gives, in words with a way back. API requests keep the JSON error body.
 */
export function pageError(c: Context<AppEnv>, error: AppError): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Job Queues</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a">` +
      `<h1>Job Queues</h1><p>${escapeHtml(error.message)}</p><p><a href="/admin">Back to the Admin Panel</a></p>` +
      `</body></html>`,
    error.status,
  );
}

/** Answers a refused page request with pageError; anything else is thrown on as it was. */
export function asPageWhenOpened(c: Context<AppEnv>, error: unknown): Response {
  if (error instanceof AppError && opensAPage(c)) return pageError(c, error);
  throw error;
}
