import { AppError } from '../../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid path parameter; anything else cannot name a row, so it is a 404 with `notFound`. */
export function uuidParam(value: string, notFound: string): string {
  if (!UUID.test(value)) throw new AppError('not_found', notFound);
  return value.toLowerCase();
}

/** Postgres' unique_violation, whether or not Drizzle wrapped the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
