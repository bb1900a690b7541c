import { runWorkerService } from '@funding/platform';
import { loadMailWorkerEnv } from './env.ts';
import { createMailJobProcessor } from './mail-job.ts';
import { createMailTransport } from './transport.ts';

await runWorkerService({
  name: 'mail-worker',
  queue: 'mail',
  env: loadMailWorkerEnv(),
  build: ({ env, logger, database, storage }) => {
    const transport = createMailTransport(env);
    return {
      processor: createMailJobProcessor({ db: database.db, storage, transport, env, logger }),
      readinessChecks: [{ name: 'smtp', check: () => transport.verify() }],
      close: async () => transport.close(),
    };
  },
});
