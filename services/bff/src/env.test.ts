import { DEV_SECRETS, EnvError, SECRET_MESSAGES } from '@funding/platform';
import { describe, expect, it } from 'vitest';
import { adminPasswordProblems, loadBffEnv } from './env.ts';

const production = {
  NODE_ENV: 'production',
  S3_ACCESS_KEY: 'funding-app',
  S3_SECRET_KEY: 'k2P9vX4mQ7rT1wZ8yB3nC6dF',
  FIELD_ENCRYPTION_KEYS: `k1:${Buffer.from('0123456789abcdefghijklmnopqrstuv').toString('base64')}`,
  DUPLICATE_HASH_KEYS: `h1:${Buffer.from('vutsrqponmlkjihgfedcba9876543210').toString('base64')}`,
  JWT_SECRET: 'Vq3x9LmT2pZr8sYw4nKd7hBf1cJg6eUa',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'Kettle-Brisk-Harbor-71',
};

function problems(source: Record<string, string>): string[] {
  try {
    loadBffEnv(source);
    return [];
  } catch (error) {
    return (error as EnvError).problems;
  }
}

describe('loadBffEnv', () => {
  it('starts in production with random secrets', () => {
    expect(problems(production)).toEqual([]);
  });

  it('refuses the published admin password, a short one and a weak one, naming ADMIN_PASSWORD', () => {
    expect(problems({ ...production, ADMIN_PASSWORD: DEV_SECRETS.ADMIN_PASSWORD })).toEqual([
      `ADMIN_PASSWORD: ${SECRET_MESSAGES.published}`,
    ]);
    expect(problems({ ...production, ADMIN_PASSWORD: 'Short1!' })).toEqual([
      'ADMIN_PASSWORD: must be at least 8 characters',
    ]);
    expect(problems({ ...production, ADMIN_PASSWORD: 'Summer2024!' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD: Choose a stronger password/),
    ]);
    expect(adminPasswordProblems('Kettle-Brisk-Harbor-71', { username: 'owner', email: undefined })).toEqual(
      [],
    );
  });

  it('refuses a published METRICS_TOKEN or a placeholder, and treats an empty one as unset', () => {
    expect(problems({ ...production, METRICS_TOKEN: 'CHANGE_ME_at_least_16_characters' })).toEqual([
      'METRICS_TOKEN: is a template placeholder; put the real value there',
    ]);
    expect(loadBffEnv({ ...production, METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });

  it('takes logos from this origin only, as the CSP allows', () => {
    expect(loadBffEnv({ LOGO_URL: '/brand/logo.png' }).LOGO_URL).toBe('/brand/logo.png');
    for (const url of ['https://cdn.example.com/logo.png', '//cdn.example.com/logo.png', 'logo.png'])
      expect(() => loadBffEnv({ LOGO_URL: url })).toThrow(EnvError);
  });

  it('believes X-Forwarded-For for a set number of proxies, none by default', () => {
    expect(loadBffEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(loadBffEnv({ TRUSTED_PROXY_HOPS: '1' }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(() => loadBffEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(EnvError);
  });
});
