import { describe, expect, it } from 'vitest';
import { databaseEnv, devDefault, EnvError, parseEnv } from './env.ts';

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
    const shape = { JWT_SECRET: devDefault(true, 'dev-secret-of-at-least-thirty-two-chars', 32) };
    expect(() => parseEnv(shape, { JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
    expect(parseEnv(shape, { JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toHaveLength(32);
    const local = { JWT_SECRET: devDefault(false, 'dev-secret-of-at-least-thirty-two-chars', 32) };
    expect(parseEnv(local, {}).JWT_SECRET).toBe('dev-secret-of-at-least-thirty-two-chars');
    expect(() => parseEnv(local, { JWT_SECRET: 'short' })).toThrow(EnvError);
  });
});
