import { createLogger } from '@funding/platform';
import { integrationEnv } from '@funding/platform/testing/integration-env';
import type { PipelineTestContext } from '@funding/platform/testing/pipeline';
import type { Queue } from 'bullmq';
import { loadMailWorkerEnv } from '../env.ts';
import { createMailWorkerProcessor } from '../mail-worker-processor.ts';
import type { ReminderSettings } from '../reminders.ts';
import { createMailTransport } from '../transport.ts';

/**
 * What the mail-worker does with the `mail` queue's jobs (the mail step and the reminders), in the
 * test process against the integration servers' SMTP catcher, for tests of other packages that
 * follow an application through the pipeline. `reminders` sets their days (a short `dayMs` makes
 * them come in seconds).
 */
export function mailWorkerInProcess(
  context: PipelineTestContext,
  reminders: ReminderSettings,
  envOverrides: Record<string, string> = {},
) {
  const env = loadMailWorkerEnv(integrationEnv(envOverrides));
  const transport = createMailTransport(env);
  const processor = createMailWorkerProcessor({
    db: context.db,
    storage: context.storage,
    transport,
    env,
    logger: createLogger({ name: 'mail-worker-test', level: 'silent' }),
    reminderQueue: context.queues.mail as Queue,
    reminders,
  });
  return { processor, close: () => transport.close() };
}
