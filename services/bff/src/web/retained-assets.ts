import { Readable } from 'node:stream';
import { openRetainedAsset } from '@funding/platform';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';

const ASSETS_PREFIX = '/assets/';

/**
 * `GET /assets/<name>` that this build does not have: the file of an earlier (or, during a rolling
 * deploy, a newer) build, from object storage where every BFF publishes its own at start
 * (keep-build-published.ts). A name no build has is a 404, never the HTML page: a browser whose
 * chunk is gone must fail its import, and the web app then reloads to the current build with the
 * applicant's draft (web/src/new-build).
 */
export async function serveRetainedAsset(c: Context<AppEnv>): Promise<Response> {
  const name = c.req.path.slice(ASSETS_PREFIX.length);
  let asset: Awaited<ReturnType<typeof openRetainedAsset>>;
  try {
    asset = await openRetainedAsset(c.get('deps').storage, name);
  } catch (error) {
    c.get('logger').warn({ err: (error as Error).message }, 'storage unavailable for a retained web asset');
    throw new AppError('unavailable', 'This file cannot be loaded right now. Please try again in a moment.');
  }
  if (!asset) {
    // Short-lived: the name may still appear once a newer replica has published its build.
    c.header('Cache-Control', 'no-cache');
    throw new AppError('not_found', 'Not found');
  }
  const { body, contentType } = asset;
  // Hashed names never change content: the file may be kept for a year, as this build's own are.
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('Content-Type', contentType);
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(Readable.toWeb(body) as ReadableStream);
}
