import { checkReadiness } from '@funding/platform';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** `/api/health`: the process answers. `/api/ready`: Postgres, Redis and storage answer too. */
export const healthRoutes = new Hono<AppEnv>()
  .get('/health', (c) => c.json({ status: 'ok' }))
  .get('/ready', async (c) => {
    const report = await checkReadiness(c.get('deps').readinessChecks);
    return c.json(report, report.ready ? 200 : 503);
  });
