import { z } from 'zod';
import { MESSAGES } from './messages.ts';

// Application ids such as 'FA-7K3QD-9XW2M': short enough to read over the phone, in Crockford's
// base32 (no I, L, O or U, so no look-alike letters), never all digits and without ':', because the
// id doubles as the BullMQ job id.

const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ID_PREFIX = 'FA';
const GROUP_LENGTH = 5;
const BODY_LENGTH = 2 * GROUP_LENGTH; // 10 characters of 5 bits: 50 random bits
export const MIN_APPLICATION_ID_RANDOM_BYTES = 7; // 56 bits, the fewest whole bytes that cover 50

/**
 * Row ids (agents, admins, ...) are Postgres uuids. Anything else must never reach a uuid column:
 * Postgres refuses it with an error, which a caller would see as a 5xx instead of "not found".
 * Any version and variant is accepted, as Postgres does; case does not matter. The one uuid pattern
 * of the repository: spelled without a flag so the OpenAPI document can carry it as it is.
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A uuid; anything else fails with `message` (a path parameter's "not found", for example). */
export function uuidSchemaWith(message: string) {
  return z.string().regex(UUID_PATTERN, message);
}

export const uuidSchema = uuidSchemaWith('Invalid id');

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export const APPLICATION_ID_PATTERN = /^FA-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

export const applicationIdSchema = z.string().regex(APPLICATION_ID_PATTERN, MESSAGES.applicationIdInvalid);

// The caller supplies the randomness (crypto.getRandomValues in either runtime) so this module
// stays free of platform APIs and is deterministic under test.
export function formatApplicationId(randomBytes: Uint8Array): string {
  if (randomBytes.length < MIN_APPLICATION_ID_RANDOM_BYTES) {
    throw new RangeError(`An application id needs at least ${MIN_APPLICATION_ID_RANDOM_BYTES} random bytes`);
  }
  let body = '';
  let buffer = 0;
  let bufferedBits = 0;
  for (const byte of randomBytes) {
    buffer = (buffer << 8) | byte;
    bufferedBits += 8;
    while (bufferedBits >= 5 && body.length < BODY_LENGTH) {
      bufferedBits -= 5;
      body += CROCKFORD_ALPHABET[(buffer >> bufferedBits) & 31];
    }
    // Keep only the bits not yet used, so the buffer never grows past 12 bits.
    buffer &= (1 << bufferedBits) - 1;
    if (body.length === BODY_LENGTH) break;
  }
  return `${ID_PREFIX}-${body.slice(0, GROUP_LENGTH)}-${body.slice(GROUP_LENGTH)}`;
}

// Crockford's decoding rules: case does not matter, O reads as 0, I and L read as 1. Spaces and
// dashes are ignored while reading, so 'fa 7k3qd 9xw2m' typed from a phone call still finds the id.
export function normalizeApplicationId(input: string): string {
  const upper = input.trim().toUpperCase();
  const compact = upper.replace(/[\s-]/g, '');
  if (!compact.startsWith(ID_PREFIX) || compact.length !== ID_PREFIX.length + BODY_LENGTH) return upper;
  const body = compact.slice(ID_PREFIX.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  return `${ID_PREFIX}-${body.slice(0, GROUP_LENGTH)}-${body.slice(GROUP_LENGTH)}`;
}
