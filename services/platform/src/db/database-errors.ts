/** The error and its causes, a few levels down: Drizzle wraps the driver's error in its own. */
function* errorAndCauses(error: unknown): Generator<{ code?: unknown; detail?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current as { code?: unknown; detail?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * Whether Postgres refused a row as a duplicate (unique_violation, 23505), whether or not Drizzle
 * wrapped the driver's error. With `column`, only a duplicate of that column counts (Postgres'
 * detail reads "Key (column)=(...) already exists").
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  for (const { code, detail } of errorAndCauses(error)) {
    if (code === '23505') {
      return column === undefined || (typeof detail === 'string' && detail.includes(`(${column})`));
    }
  }
  return false;
}

/**
 * The session ended under the statement: the server shut down or restarted (admin_shutdown 57P01,
 * crash_shutdown 57P02, cannot_connect_now 57P03), or the connection closed before an answer
 * (postgres.js' CONNECTION_* codes, a reset). A transaction that failed so did not commit, unless
 * only the answer to its COMMIT was lost; the caller that tries again must tell that case apart.
 */
const CONNECTION_LOST = new Set([
  '57P01',
  '57P02',
  '57P03',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNRESET',
]);

export function isConnectionLost(error: unknown): boolean {
  for (const { code } of errorAndCauses(error))
    if (typeof code === 'string' && CONNECTION_LOST.has(code)) return true;
  return false;
}

/**
 * Postgres refused a value of a parameter it reads, such as a time zone it does not know
 * (invalid_parameter_value, 22023): the caller's input, not the server, was wrong.
 */
export function isInvalidParameterValue(error: unknown): boolean {
  for (const { code } of errorAndCauses(error)) if (code === '22023') return true;
  return false;
}
