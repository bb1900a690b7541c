import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { EnvError } from '@funding/platform';
import { describe, expect, it } from 'vitest';
import { refuseWeakAdminPasswordInProduction, weakAdminPasswordProblem } from './bootstrap-admin.ts';

const admin = { ADMIN_USERNAME: 'owner', ADMIN_EMAIL: 'owner@lender.example' };

describe('the first super admin password', () => {
  it('names ADMIN_PASSWORD when it is weak', () => {
    expect(
      weakAdminPasswordProblem({ username: 'owner', email: 'o@x.example', password: 'Password1' }),
    ).toMatch(/^ADMIN_PASSWORD: Choose a stronger password: /);
    expect(
      weakAdminPasswordProblem({ username: 'owner', email: 'o@x.example', password: 'owner-2026!' }),
    ).toMatch(/^ADMIN_PASSWORD: /);
    expect(
      weakAdminPasswordProblem({
        username: 'owner',
        email: 'o@x.example',
        password: 'vivid otter harbor 58',
      }),
    ).toBeNull();
  });

  it('stops production only', () => {
    const weak = { ...admin, ADMIN_PASSWORD: 'admin-password' };
    expect(() => refuseWeakAdminPasswordInProduction({ ...weak, NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => refuseWeakAdminPasswordInProduction({ ...weak, NODE_ENV: 'production' })).toThrow(
      /ADMIN_PASSWORD: Choose a stronger password/,
    );
    expect(() => refuseWeakAdminPasswordInProduction({ ...weak, NODE_ENV: 'development' })).not.toThrow();
    expect(() =>
      refuseWeakAdminPasswordInProduction({
        ...admin,
        ADMIN_PASSWORD: 'vivid otter harbor 58',
        NODE_ENV: 'production',
      }),
    ).not.toThrow();
  });

  it('keeps the BFF from starting in production with a weak ADMIN_PASSWORD, naming the variable', {
    timeout: 60_000,
  }, () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        // Every other secret is set to a fresh value, so the password is the only problem.
        JWT_SECRET: randomBytes(32).toString('base64'),
        FIELD_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
        S3_ACCESS_KEY: randomBytes(12).toString('hex'),
        S3_SECRET_KEY: randomBytes(24).toString('hex'),
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        REDIS_URL: 'redis://127.0.0.1:1',
        ...admin,
        ADMIN_PASSWORD: 'Summer2024!',
      },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('ADMIN_PASSWORD: Choose a stronger password');
  });
});
