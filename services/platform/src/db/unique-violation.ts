/**
 * Whether Postgres refused a row as a duplicate (unique_violation, 23505), whether or not Drizzle
 * wrapped the driver's error. With `column`, only a duplicate of that column counts (Postgres'
 * detail reads "Key (column)=(...) already exists").
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, detail } = current as { code?: unknown; detail?: unknown };
    if (code === '23505') {
      return column === undefined || (typeof detail === 'string' && detail.includes(`(${column})`));
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
