import { EnvError } from '@funding/platform';
import { describe, expect, it } from 'vitest';
import { refuseWeakAdminPasswordInProduction, weakAdminPasswordProblem } from './bootstrap-admin.ts';

const admin = { ADMIN_USERNAME: 'owner', ADMIN_EMAIL: 'owner@lender.example' };

// That the bff refuses to start in production with a weak one, naming the variable, is proved where
// every service's production start is: k8s/production-start.test.ts.
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
});
