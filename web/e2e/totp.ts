import { createHmac } from 'node:crypto';

/**
 * RFC 6238 (SHA-1, 6 digits, 30 s), written here from the RFC rather than taken from the library the
 * server uses, so the browser tests compute codes the way any authenticator app would.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = '';
  for (const character of clean) {
    const value = BASE32.indexOf(character);
    if (value < 0) throw new Error(`Not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The code an authenticator app shows for `secret` at `timestamp` (milliseconds). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timestamp / 30_000)));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** The code of the next 30-second step: still accepted, and never the one just used. */
export const nextTotpCode = (secret: string) => totpCode(secret, Date.now() + 30_000);
