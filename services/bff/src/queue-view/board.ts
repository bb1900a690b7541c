import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { HonoAdapter } from '@bull-board/hono';
import { QUEUE_VIEW_BOARD_PATH, scrubPersonalData } from '@funding/contracts';
import type { Queues } from '@funding/platform';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { shownJobData } from './job-data.ts';

/** The board's base path without its trailing slash, as bull-board takes it. */
export const BOARD_BASE = QUEUE_VIEW_BOARD_PATH.replace(/\/$/, '');

/**
 * bull-board's page and its files, read from disk at run time: the installed package, which the
 * bundled image carries in its node_modules too (scripts/bundle-services.ts).
 */
const uiBasePath = () => dirname(createRequire(import.meta.url).resolve('@bull-board/ui/package.json'));

const QUEUE_DESCRIPTIONS: Record<keyof Queues, { displayName: string; description: string }> = {
  pdf: { displayName: 'pdf', description: 'Renders and stores the application PDF' },
  mail: { displayName: 'mail', description: 'Sends the notification e-mails with the PDF' },
  statements: { displayName: 'statements', description: 'Reads the uploaded bank statements' },
};

/**
 * The bull-board app for these queues, answering at QUEUE_VIEW_BOARD_PATH. Access, the allowed
 * actions, the page's CSP and the scrubbing of what it returns are the caller's (index.ts).
 */
export function createBoard(queues: Queues): Hono {
  const adapter = new HonoAdapter(serveStatic).setBasePath(BOARD_BASE);
  const boardQueues = Object.entries(queues).map(([name, queue]) => {
    const board = new BullMQAdapter(queue, {
      ...QUEUE_DESCRIPTIONS[name as keyof Queues],
      allowRetries: true,
      // Hides retry on completed jobs (the adapter reads it; its options type does not list it).
      ...({ allowCompletedRetries: false } as object),
    });
    board.setFormatter('data', shownJobData);
    board.setFormatter('returnValue', (value: unknown) =>
      value === undefined || value === null ? value : scrubPersonalData(JSON.stringify(value)),
    );
    return board;
  });
  createBullBoard({
    queues: boardQueues,
    serverAdapter: adapter,
    options: {
      uiBasePath: uiBasePath(),
      uiConfig: {
        boardTitle: 'Job Queues',
        // The page links nowhere outside this site.
        hideDocsLink: true,
        miscLinks: [{ text: 'Admin Panel', url: '/admin' }],
        favIcon: { default: '/favicon.svg', alternative: '/favicon.ico' },
      },
    },
  });
  // Not strict: the board's own address ends in a slash (its base href), bull-board's route does not.
  return new Hono({ strict: false }).basePath(BOARD_BASE).route('/', adapter.registerPlugin());
}
