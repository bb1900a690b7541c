import type { Server } from 'node:http';
import { assertFieldKeysReadable, onShutdown } from '@funding/platform';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ensureFirstSuperAdmin, refuseWeakAdminPasswordInProduction } from './bootstrap-admin.ts';
import { closeServer } from './close-server.ts';
import { createDependencies } from './dependencies.ts';
import { loadBffEnv } from './env.ts';
import { closeConnectionsGently } from './lingering-close.ts';
import { serverLimits } from './server-limits.ts';
import { keepWebBuildPublished } from './web/keep-build-published.ts';

const env = loadBffEnv();
refuseWeakAdminPasswordInProduction(env);
const deps = createDependencies(env);
// Never serve data the field keys cannot read: stop, naming the key (a restore without its keys).
await assertFieldKeysReadable(deps.sql, deps.cipher).catch((error: unknown) => {
  deps.logger.fatal({ err: error }, 'the field encryption keys do not read the stored data');
  throw error;
});
await deps.storage.ensureBucket();
await ensureFirstSuperAdmin(deps.db, deps.logger, {
  username: env.ADMIN_USERNAME,
  password: env.ADMIN_PASSWORD,
  email: env.ADMIN_EMAIL,
});
// Before taking traffic: browsers this replica answers may later ask another one for these files.
const webBuild = await keepWebBuildPublished(deps.storage, env.WEB_DIST_DIR, deps.logger);

const server = serve(
  {
    fetch: createApp(deps).fetch,
    port: env.PORT,
    hostname: env.HOST,
    serverOptions: serverLimits(env),
  },
  (info) => {
    deps.logger.info({ port: info.port }, `bff listening on http://${env.HOST}:${info.port}`);
  },
);

closeConnectionsGently(server as Server);

// Stop accepting, let in-flight uploads finish within the default bound (30 s), then release
// connections. An upload still running then (REQUEST_TIMEOUT_MS allows a slow client 20 min) is
// cut; nothing of it is kept, and the form sends it again with its Idempotency-Key to a replica
// that is not stopping.
onShutdown(deps.logger, async () => {
  await closeServer(server as Server);
  webBuild.stop();
  await deps.close();
});
