import {
  QUEUE_VIEW_BOARD_PATH,
  QUEUE_VIEW_MESSAGES,
  QUEUE_VIEW_PATH,
  queueViewEnterQuerySchema,
  queueViewLinkResponseSchema,
  scrubPersonalDataDeep,
} from '@funding/contracts';
import type { Queues } from '@funding/platform';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { noStore } from '../auth/no-store.ts';
import { requireRole, requireSession, signedInAdmin } from '../auth/session.ts';
import { AppError } from '../errors.ts';
import { ADMIN_SESSION, errorAnswers, jsonAnswer, routeGroup } from '../openapi/define-route.ts';
import { limitBody } from '../openapi/json-body.ts';
import { routeApp } from '../openapi/route-app.ts';
import { QUEUE_VIEW_COOKIE, QUEUE_VIEW_COOKIE_PATH, requireQueueViewAccess } from './access.ts';
import { onlyReadAndRetry } from './allowed-actions.ts';
import { BOARD_BASE, createBoard } from './board.ts';
import { asPageWhenOpened } from './page-error.ts';

import {
  consumeQueueViewLink,
  issueQueueViewLink,
  QUEUE_VIEW_LINK_SECONDS,
  QUEUE_VIEW_SESSION_SECONDS,
  startQueueViewSession,
} from './view-session.ts';

/**
 * The page's own policy: bull-board's scripts and styles from this origin (its inline styles
 * need 'unsafe-inline' for style only), its API on this origin, no frames, no other site. Stricter
 * than the app's (no blob: images); set on every answer of the board.
 */
export const QUEUE_VIEW_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

// bull-board's page loads IBM Plex from Google Fonts; the view loads nothing from other sites (the
// CSP would refuse it anyway), so the link is taken out and the page uses the system font.
const THIRD_PARTY_STYLESHEET = /<link\b[^>]*href="https:\/\/fonts\.googleapis\.com[^"]*"[^>]*>/g;

// One board per set of queues (an app's; tests build several apps in one process).
const boards = new WeakMap<Queues, Hono>();
const boardOf = (queues: Queues) => {
  const existing = boards.get(queues);
  if (existing) return existing;
  const board = createBoard(queues);
  boards.set(queues, board);
  return board;
};

/** What leaves the board: JSON scrubbed of personal data, pages without the third-party font. */
const shapeBoardAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Content-Security-Policy', QUEUE_VIEW_CSP);
  c.header('X-Robots-Tag', 'noindex');
  const type = c.res.headers.get('Content-Type') ?? '';
  const isStatic = c.req.path.startsWith(`${BOARD_BASE}/static/`);
  if (!isStatic) c.header('Cache-Control', 'no-store');
  if (type.includes('application/json')) {
    const body = scrubPersonalDataDeep(await c.res.json());
    c.res = new Response(JSON.stringify(body), { status: c.res.status, headers: c.res.headers });
  } else if (type.includes('text/html')) {
    const html = (await c.res.text()).replace(THIRD_PARTY_STYLESHEET, '');
    c.res = new Response(html, { status: c.res.status, headers: c.res.headers });
  } else if (isStatic && c.res.ok) {
    // bull-board's files have hashed names; only a signed-in super admin receives them.
    c.header('Cache-Control', 'private, max-age=86400');
  }
});

/**
 * `/api/admin/queues`: the queue view for super admins (docs/decisions/queue-view.md). Mounted
 * before the admin API's own middleware, because the page itself cannot send the portal's Bearer
 * header: it checks access itself on every request.
 *
 *   POST /link       Bearer, super admin: a single-use link that opens the view (60 s)
 *   GET  /enter      the link: exchanges it for the view's cookie and opens the board
 *   /board/...       bull-board: its page, its files, its API (read, and retry failed jobs)
 */
const route = routeGroup({ tag: 'Admin: queue view' });

/** A refused link: the error body, or a page for a browser that opens it (`Accept: text/html`, page-error.ts). */
function refusedLink<S extends 401 | 403>(status: S) {
  const { description, content } = errorAnswers(status)[status];
  return {
    description: `${description}; a page when a browser opens the link`,
    content: { ...content, 'text/html': { schema: { type: 'string' } as const } },
  };
}

const createLink = route({
  method: 'post',
  path: '/link',
  summary: 'A single-use link that opens the queue view in a tab (super admins only, 60 s)',
  security: ADMIN_SESSION,
  middleware: [noStore, requireSession, requireRole('super_admin')],
  responses: {
    200: jsonAnswer(queueViewLinkResponseSchema, 'Open `url` once, before `expiresAt`'),
    ...errorAnswers(401, 403),
  },
});

const enter = route({
  method: 'get',
  path: '/enter',
  summary: "The link: exchanged for the view's cookie, then on to the board",
  middleware: [noStore],
  request: { query: queueViewEnterQuerySchema },
  responses: {
    303: { description: "To the board, with the view's cookie (a page, not part of this API)" },
    401: refusedLink(401),
    403: refusedLink(403),
  },
});

export const queueViewRoutes = routeApp();
queueViewRoutes
  .openapi(createLink, async (c) => {
    const admin = c.get('admin');
    const token = await issueQueueViewLink(c.get('deps').redis, {
      adminId: admin.id,
      sessionVersion: admin.sessionVersion,
    });
    return c.json(
      {
        url: `${QUEUE_VIEW_PATH}/enter?token=${token}`,
        expiresAt: new Date(Date.now() + QUEUE_VIEW_LINK_SECONDS * 1000).toISOString(),
      },
      200,
    );
  })
  .openapi(enter, async (c) => {
    try {
      const grant = await consumeQueueViewLink(c.get('deps').redis, c.req.valid('query').token ?? '');
      if (!grant) throw new AppError('unauthorized', QUEUE_VIEW_MESSAGES.linkInvalid);
      const admin = await signedInAdmin(
        c,
        { ...grant, tokenId: 'queue-view' },
        QUEUE_VIEW_MESSAGES.linkInvalid,
      );
      if (admin.role !== 'super_admin') throw new AppError('forbidden', QUEUE_VIEW_MESSAGES.linkInvalid);
      const { env, redis } = c.get('deps');
      setCookie(c, QUEUE_VIEW_COOKIE, await startQueueViewSession(redis, grant), {
        path: QUEUE_VIEW_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'Strict',
        secure: env.PUBLIC_BASE_URL.startsWith('https:'),
        maxAge: QUEUE_VIEW_SESSION_SECONDS,
      });
      // The link leaves the address bar (and the history) at once.
      return c.redirect(QUEUE_VIEW_BOARD_PATH, 303);
    } catch (error) {
      return asPageWhenOpened(c, error);
    }
  });
queueViewRoutes
  // bull-board's API reads JSON bodies of its own (a retry): small, as the API's.
  .use('/board/*', limitBody)
  .use('/board/*', async (c, next) => {
    try {
      await requireQueueViewAccess(c, next);
    } catch (error) {
      return asPageWhenOpened(c, error);
    }
  })
  .use('/board/*', compress(), shapeBoardAnswers)
  .use(
    '/board/*',
    onlyReadAndRetry((path) => path.slice(BOARD_BASE.length)),
  )
  .all('/board/*', (c) => boardOf(c.get('deps').queues).fetch(c.req.raw, c.env));
