import { runMigrations, storageFromEnv } from '@funding/platform';
import type { TestProject } from 'vitest/node';
import { startStack } from '../stack/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnv: Record<string, string>;
    mailApiUrl: string;
  }
}

/**
 * Starts real Postgres, Redis, S3 and SMTP servers once for the integration tests (containers
 * when a Docker engine answers, local processes otherwise), migrated and with the bucket made.
 * Tests read the addresses with `inject('stackEnv')`.
 */
export default async function setup(project: TestProject) {
  const stack = await startStack({ dir: `.local/test-integration-${process.pid}` });
  try {
    await runMigrations(stack.env.DATABASE_URL);
    await storageFromEnv(stack.env).ensureBucket();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  project.provide('stackEnv', stack.env);
  project.provide('mailApiUrl', stack.mailApiUrl);
  return async () => {
    await stack.stop();
  };
}
