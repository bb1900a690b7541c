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
});
