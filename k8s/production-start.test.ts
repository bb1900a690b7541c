import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_SECRETS } from '@funding/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSecrets } from '../scripts/secrets.ts';
import { imageBundle } from '../scripts/stack/image-bundles.ts';
import { SERVICES, type Service } from './deployment-contract.ts';

/**
 * Issue 20's "done when": each service started with NODE_ENV=production and one known secret
 * exits non-zero before it connects anywhere, naming the variable. The addresses point nowhere,
 * so a service that got past its environment would hang or fail differently.
 *
 * Each service runs as its image runs it: its bundle, `node dist/<service>/main.mjs`, in the image's
 * layout (scripts/stack/image-bundles.ts). Loading one bundled file costs a fifth of the CPU of
 * loading the source through the TypeScript loader, and this file starts seven.
 */
const ownDir = mkdtempSync(join(tmpdir(), 'production-start-'));
afterAll(() => rmSync(ownDir, { recursive: true, force: true }));

async function start(service: Service, overrides: Record<string, string>) {
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://funding@127.0.0.1:9/funding',
    REDIS_URL: 'redis://127.0.0.1:9',
    MAIL_FROM: 'Funding <no-reply@example.com>',
    PROCESSING_TEAM_EMAIL: 'processing@example.com',
    ...generateSecrets(),
    ...overrides,
  };
  const { outDir } = await imageBundle(service, ownDir);
  const child = spawn(process.execPath, [join(outDir, 'dist', service, 'main.mjs')], {
    cwd: outDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => {
    output += chunk;
    stderr += chunk;
  });
  return new Promise<{ code: number | null; output: string; stderr: string }>((resolve) => {
    // Generous: seven services load at once at the lowest CPU priority, which can take a minute on
    // two cores busy with other tiers; a service that got past its environment and hangs is still
    // killed and fails the test.
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, stderr });
    });
  });
}

const CASES: [Service, string, string][] = [
  ['bff', 'JWT_SECRET', DEV_SECRETS.JWT_SECRET],
  ['bff', 'ADMIN_PASSWORD', DEV_SECRETS.ADMIN_PASSWORD],
  ['pdf-worker', 'FIELD_ENCRYPTION_KEYS', DEV_SECRETS.FIELD_ENCRYPTION_KEYS],
  ['pdf-worker', 'S3_SECRET_KEY', 'CHANGE_ME'],
  ['mail-worker', 'S3_SECRET_KEY', DEV_SECRETS.MINIO_KEY],
  ['mail-worker', 'SMTP_PASSWORD', 'CHANGE_ME'],
];

describe('starting in production with a known secret', () => {
  it('covers every service', () => {
    expect(new Set(CASES.map(([service]) => service))).toEqual(new Set(SERVICES));
  });

  it.concurrent.each(CASES)(
    '%s with %s=%s exits non-zero, naming the variable',
    async (service, name, value) => {
      const { code, output } = await start(service, { [name]: value });
      expect(code, output).not.toBe(0);
      expect(code, 'exited by itself, not killed on the timeout').not.toBeNull();
      expect(output).toMatch(new RegExp(`Invalid environment:[\\s\\S]*- ${name}: `));
      // Only the variable that is wrong: the rest of the environment is fine.
      expect(output.match(/^\s+- [A-Z0-9_]+:/gm)).toHaveLength(1);
    },
    300_000,
  );
});

describe('starting in production with a weak first super admin password', () => {
  it.concurrent('the bff exits non-zero, naming ADMIN_PASSWORD (bootstrap-admin.ts)', async () => {
    // Every secret is a fresh one, so the password is the only problem.
    const { code, output, stderr } = await start('bff', {
      ADMIN_USERNAME: 'owner',
      ADMIN_EMAIL: 'owner@lender.example',
      ADMIN_PASSWORD: 'Summer2024!',
    });
    expect(code, output).not.toBe(0);
    expect(code, 'exited by itself, not killed on the timeout').not.toBeNull();
    expect(stderr).toContain('ADMIN_PASSWORD: Choose a stronger password');
  }, 300_000);
});
