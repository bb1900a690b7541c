import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the fields that must be encrypted at rest (SSN, EIN, DOB). Each ciphertext
 * names the key that made it, so keys can be rotated: the first key encrypts, every listed key
 * decrypts. The optional context (e.g. the application id) is bound as associated data, so a
 * ciphertext copied onto another row does not decrypt.
 */
export interface FieldCipher {
  readonly currentKeyId: string;
  /** Every configured key id, the current one first. */
  readonly keyIds: readonly string[];
  encrypt(plaintext: string, context?: string): string;
  decrypt(ciphertext: string, context?: string): string;
}

const VERSION = 'v1';

export function parseEncryptionKeys(spec: string): Map<string, Buffer> {
  const keys = new Map<string, Buffer>();
  for (const entry of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf(':');
    const keyId = entry.slice(0, separator);
    const key = Buffer.from(entry.slice(separator + 1), 'base64');
    if (separator < 1 || !/^[A-Za-z0-9_-]+$/.test(keyId))
      throw new Error('Encryption key id is missing or invalid');
    if (key.length !== 32) throw new Error(`Encryption key ${keyId} must be 32 bytes (base64)`);
    keys.set(keyId, key);
  }
  if (keys.size === 0) throw new Error('No encryption key configured');
  return keys;
}

export function createFieldCipher(spec: string): FieldCipher {
  const keys = parseEncryptionKeys(spec);
  const [currentKeyId] = keys.keys() as IterableIterator<string>;
  if (!currentKeyId) throw new Error('No encryption key configured');
  const currentKey = keys.get(currentKeyId)!;

  return {
    currentKeyId,
    keyIds: [...keys.keys()],
    encrypt(plaintext, context = '') {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, currentKeyId, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(ciphertext, context = '') {
      const [version, keyId, iv, tag, body] = ciphertext.split('.');
      const key = keyId ? keys.get(keyId) : undefined;
      if (version !== VERSION || !key || !iv || !tag || body === undefined) {
        throw new Error('Ciphertext is malformed or its key is not configured');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
