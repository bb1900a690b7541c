import { createDuplicateHasher, matchKeysInUse, rehashApplications } from '../duplicate-keys.ts';
import { loadKeyRotationEnv } from '../env.ts';
import { createFieldCipher } from '../field-cipher.ts';
import { encryptionKeysInUse, reencryptApplications } from '../field-reencryption.ts';
import { reencryptStaffSecrets, staffSecretKeysInUse } from '../staff-secrets.ts';
import { createDatabase } from './client.ts';

// `npm run db:reencrypt` (`node dist/bff/reencrypt.mjs` in the bff image): rewrites every
// application and every staff TOTP key encrypted under an older key with the first key of
// FIELD_ENCRYPTION_KEYS, then hashes every application's duplicate keys under the first key of
// DUPLICATE_HASH_KEYS (those from before duplicates were matched included) and drops the others.
// `--check` only prints how many of each every key encrypts or hashed.
const env = loadKeyRotationEnv();
const cipher = createFieldCipher(env.FIELD_ENCRYPTION_KEYS);
const hasher = createDuplicateHasher(env.DUPLICATE_HASH_KEYS);
const { sql, close } = createDatabase({ url: env.DATABASE_URL, poolSize: 1 });
const describeKeys = (keys: Record<string, number>) =>
  Object.entries(keys)
    .map(([keyId, count]) => `${keyId}: ${count}`)
    .join(', ') || 'none';

try {
  console.log(`Applications per key: ${describeKeys(await encryptionKeysInUse(sql))}`);
  console.log(`Staff second-factor keys per key: ${describeKeys(await staffSecretKeysInUse(sql))}`);
  console.log(`Duplicate match keys per key: ${describeKeys(await matchKeysInUse(sql))}`);
  if (!process.argv.includes('--check')) {
    console.log(`Re-encrypting with ${cipher.currentKeyId}...`);
    const rewritten = await reencryptApplications(sql, cipher, {
      onBatch: (count) => console.log(`  ${count} re-encrypted`),
    });
    console.log(`Done: ${rewritten} re-encrypted`);
    console.log(`Applications per key: ${describeKeys(await encryptionKeysInUse(sql))}`);
    console.log(`Staff second-factor keys re-encrypted: ${await reencryptStaffSecrets(sql, cipher)}`);
    console.log(`Hashing duplicate match keys with ${hasher.currentKeyId}...`);
    const rehashed = await rehashApplications(sql, cipher, hasher, {
      onBatch: (count) => console.log(`  ${count} hashed`),
    });
    console.log(`Done: ${rehashed} hashed`);
    console.log(`Duplicate match keys per key: ${describeKeys(await matchKeysInUse(sql))}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}
