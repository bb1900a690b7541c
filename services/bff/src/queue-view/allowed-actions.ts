import { QUEUE_VIEW_MESSAGES } from '@funding/contracts';
import type { Queues } from '@funding/platform';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';

// bull-board can also clean, empty, pause, obliterate, promote, add and edit jobs. Postgres is the
// source of truth for an application's processing and BullMQ only carries it out, so the view reads
// everything and retries failed jobs (a retried job runs the pipeline step again, which records its
// status as any run does), and refuses every other change. A completed job is never run again: the
// mail step would send its e-mails twice.
const RETRY_FAILED_OF_QUEUE = /^\/api\/queues\/([^/]+)\/retry\/failed$/;
const RETRY_ONE_JOB = /^\/api\/queues\/([^/]+)\/([^/]+)\/retry$/;

function queueNamed(queues: Queues, name: string) {
  return Object.values(queues).find((queue) => queue.name === decodeURIComponent(name));
}

/** Runs before the board; `boardPath` is the request path below the board's base. */
export function onlyReadAndRetry(boardPathOf: (path: string) => string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const path = boardPathOf(c.req.path);
    if (c.req.method === 'PUT' && RETRY_FAILED_OF_QUEUE.test(path)) return next();
    const one = c.req.method === 'PUT' ? RETRY_ONE_JOB.exec(path) : null;
    if (one) {
      const queue = queueNamed(c.get('deps').queues, one[1]!);
      const state = queue ? await queue.getJobState(decodeURIComponent(one[2]!)) : 'unknown';
      if (state === 'failed') return next();
    }
    throw new AppError('forbidden', QUEUE_VIEW_MESSAGES.onlyReadAndRetry);
  });
}
