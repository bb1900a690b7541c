/**
 * `make secrets`: writes `.env` beside docker-compose.yml with a fresh random value for every
 * secret a deployment needs, and never overwrites one that exists (those values guard the data:
 * a new FIELD_ENCRYPTION_KEYS would make every stored SSN unreadable). docker compose reads
 * `.env` by itself; `docker compose up` without it stops every service, naming what is missing.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');

/** Letters and digits only: safe unquoted in .env files, URLs and shells. */
function randomToken(length: number, random: (size: number) => Buffer): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  // 256 is not a multiple of 57: bytes past the last whole multiple are skipped, so no character is favoured.
  const limit = 256 - (256 % alphabet.length);
  let token = '';
  while (token.length < length) {
    for (const byte of random(length * 2)) {
      if (byte < limit && token.length < length) token += alphabet[byte % alphabet.length];
    }
  }
  return token;
}

/** One value per secret, each far above the minimum the services check (services/platform/src/env.ts). */
export function generateSecrets(now = new Date(), random: (size: number) => Buffer = randomBytes) {
  const keyId = `k${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return {
    JWT_SECRET: randomToken(64, random),
    FIELD_ENCRYPTION_KEYS: `${keyId}:${random(32).toString('base64')}`,
    // A key of its own (docs/decisions/duplicate-applications.md).
    DUPLICATE_HASH_KEYS: `d${keyId.slice(1)}:${random(32).toString('base64')}`,
    // The MinIO root account of docker-compose.yml, and the app's S3 credentials.
    S3_ACCESS_KEY: `funding${randomToken(12, random)}`,
    S3_SECRET_KEY: randomToken(40, random),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: randomToken(24, random),
    METRICS_TOKEN: randomToken(40, random),
  };
}

export function envFileText(values: Record<string, string>): string {
  return [
    '# Written by `make secrets`: the secrets of this deployment. Keep this file private and backed up',
    '# (losing FIELD_ENCRYPTION_KEYS loses every encrypted field); never commit it.',
    ...Object.entries(values).map(([name, value]) => `${name}=${value}`),
    '',
  ].join('\n');
}

/** Writes `path` unless it exists; returns whether it wrote. */
export function writeSecretsFile(path: string, values = generateSecrets()): boolean {
  if (existsSync(path)) return false;
  // `wx`: fails rather than overwrite, even if the file appeared since the check above.
  writeFileSync(path, envFileText(values), { mode: 0o600, flag: 'wx' });
  return true;
}

if (import.meta.filename === process.argv[1]) {
  const path = join(repoRoot, '.env');
  if (writeSecretsFile(path)) {
    console.log(`Wrote ${path} with new random secrets (mode 600). The first admin is "admin" with the`);
    console.log(
      'ADMIN_PASSWORD written there. Back the file up: its FIELD_ENCRYPTION_KEYS decrypts the data.',
    );
  } else {
    console.log(`${path} exists: left unchanged (make secrets never replaces secrets in use).`);
  }
}
