import type { z } from 'zod';

// Where messages that belong to no single field (for example "the body is not an object") go.
export const FORM_ERROR_KEY = '_form';

// Flattens zod issues into one message per field: the first one, because a person fixes the first
// problem first. Fields listed in `order` come first in that order (the order of the form), so an
// error summary can show them as they appear on screen; anything else follows in issue order.
export function firstMessagePerField(
  issues: readonly z.core.$ZodIssue[],
  order: readonly string[] = [],
): Record<string, string> {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    if (!byField.has(key)) byField.set(key, issue.message);
  }
  const fields: Record<string, string> = {};
  for (const key of order) {
    const message = byField.get(key);
    if (message !== undefined) fields[key] = message;
  }
  for (const [key, message] of byField) {
    if (!Object.hasOwn(fields, key)) fields[key] = message;
  }
  return fields;
}
