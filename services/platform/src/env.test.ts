import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEV_SECRETS,
  databaseEnv,
  devDefault,
  duplicateHashEnv,
  EnvError,
  encryptionEnv,
  mailEnv,
  parseEnv,
  SECRET_MESSAGES,
  secret,
  secretProblems,
  storageEnv,
} from './env.ts';

describe('parseEnv', () => {
  it('applies local defaults outside production', () => {
    const env = parseEnv({ ...databaseEnv, SECRET: devDefault(false, 'dev') }, {});
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/funding');
    expect(env.SECRET).toBe('dev');
  });

  it('lists every missing or invalid value in production', () => {
    const attempt = () =>
      parseEnv(
        { ...databaseEnv, SECRET: devDefault(true, 'dev'), OTHER: devDefault(true, 'x') },
        { DATABASE_URL: 'nope' },
      );
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      expect((error as EnvError).problems.map((p) => p.split(':')[0])).toEqual([
        'DATABASE_URL',
        'SECRET',
        'OTHER',
      ]);
    }
  });

  it('holds a secret to its minimum length, set by hand or not', () => {
    const production = { NODE_ENV: 'production' };
    const shape = { JWT_SECRET: secret(true, { devValue: DEV_SECRETS.JWT_SECRET, minLength: 32 }) };
    expect(() => parseEnv(shape, { ...production, JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
    const random = 'Vq3x9LmT2pZr8sYw4nKd7hBf1cJg6eUa';
    expect(parseEnv(shape, { ...production, JWT_SECRET: random }).JWT_SECRET).toBe(random);
    const local = { JWT_SECRET: secret(false, { devValue: DEV_SECRETS.JWT_SECRET, minLength: 32 }) };
    expect(parseEnv(local, {}).JWT_SECRET).toBe(DEV_SECRETS.JWT_SECRET);
    expect(() => parseEnv(local, { JWT_SECRET: 'short' })).toThrow(EnvError);
  });
});

describe('secrets in production (issue 20: no known secret starts)', () => {
  const production = { NODE_ENV: 'production' };
  const shape = {
    ...storageEnv(true),
    ...encryptionEnv(true),
    ...duplicateHashEnv(true),
    ...mailEnv(true),
    JWT_SECRET: secret(true, { devValue: DEV_SECRETS.JWT_SECRET, minLength: 32 }),
  };
  const good = {
    ...production,
    S3_ACCESS_KEY: 'funding-app',
    S3_SECRET_KEY: 'k2P9vX4mQ7rT1wZ8yB3nC6dF',
    FIELD_ENCRYPTION_KEYS: `k1:${Buffer.from('0123456789abcdefghijklmnopqrstuv').toString('base64')}`,
    DUPLICATE_HASH_KEYS: `h1:${Buffer.from('vutsrqponmlkjihgfedcba9876543210').toString('base64')}`,
    MAIL_FROM: 'Funding <no-reply@example.com>',
    PROCESSING_TEAM_EMAIL: 'processing@example.com',
    JWT_SECRET: 'Vq3x9LmT2pZr8sYw4nKd7hBf1cJg6eUa',
  };
  const problemsWith = (overrides: Record<string, string>) => {
    try {
      parseEnv(shape, { ...good, ...overrides });
      return [];
    } catch (error) {
      return (error as EnvError).problems;
    }
  };

  it('accepts random values', () => {
    expect(problemsWith({})).toEqual([]);
  });

  it.each([
    ['JWT_SECRET', DEV_SECRETS.JWT_SECRET, SECRET_MESSAGES.published],
    ['FIELD_ENCRYPTION_KEYS', DEV_SECRETS.FIELD_ENCRYPTION_KEYS, SECRET_MESSAGES.published],
    ['DUPLICATE_HASH_KEYS', DEV_SECRETS.DUPLICATE_HASH_KEYS, SECRET_MESSAGES.published],
    [
      'DUPLICATE_HASH_KEYS',
      'h1:dG9vLXNob3J0',
      'Encryption key h1 must be 32 bytes (base64) (keyId:base64 of 32 random bytes)',
    ],
    ['S3_SECRET_KEY', 'minioadmin', SECRET_MESSAGES.tooShort(16)],
    ['SMTP_PASSWORD', 'CHANGE_ME', SECRET_MESSAGES.placeholder],
    ['JWT_SECRET', 'CHANGE_ME_at_least_32_random_characters', SECRET_MESSAGES.placeholder],
    ['FIELD_ENCRYPTION_KEYS', 'CHANGE_ME_keyId:base64-of-32-random-bytes', SECRET_MESSAGES.placeholder],
    ['S3_ACCESS_KEY', 'CHANGE_ME', SECRET_MESSAGES.placeholder],
    ['JWT_SECRET', 'ab'.repeat(20), SECRET_MESSAGES.uniform],
  ])('refuses %s=%s, naming the variable', (name, value, message) => {
    expect(problemsWith({ [name]: value })).toEqual([`${name}: ${message}`]);
  });

  it('refuses a published encryption key under any key id, and among other keys', () => {
    const devKey = DEV_SECRETS.FIELD_ENCRYPTION_KEYS.split(':')[1];
    expect(problemsWith({ FIELD_ENCRYPTION_KEYS: `${good.FIELD_ENCRYPTION_KEYS},prod7:${devKey}` })).toEqual([
      `FIELD_ENCRYPTION_KEYS: ${SECRET_MESSAGES.published}`,
    ]);
  });

  it('refuses a placeholder left in any value, such as the password inside DATABASE_URL', () => {
    const withDatabase = { ...shape, ...databaseEnv };
    expect(() =>
      parseEnv(withDatabase, {
        ...good,
        DATABASE_URL: 'postgres://funding:CHANGE_ME@db.example.com:5432/funding',
      }),
    ).toThrow(/DATABASE_URL: is a template placeholder/);
  });

  it('keeps the published defaults working outside production', () => {
    const local = { ...storageEnv(false), ...encryptionEnv(false), ...duplicateHashEnv(false) };
    expect(parseEnv(local, {})).toMatchObject({
      S3_SECRET_KEY: DEV_SECRETS.S3_KEY,
      FIELD_ENCRYPTION_KEYS: DEV_SECRETS.FIELD_ENCRYPTION_KEYS,
      DUPLICATE_HASH_KEYS: DEV_SECRETS.DUPLICATE_HASH_KEYS,
    });
  });

  it('accepts random secrets of the minimum length and more (property-based)', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('');
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom(...alphabet), { minLength: 32, maxLength: 64 })
          .filter((chars) => new Set(chars).size >= 8),
        (chars) => {
          expect(secretProblems(chars.join(''), 32, true)).toEqual([]);
        },
      ),
      { numRuns: propertyRuns(2_000), seed: 22 },
    );
  });
});
