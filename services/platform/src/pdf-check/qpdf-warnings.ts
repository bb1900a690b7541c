/**
 * What qpdf may warn about in a file we still accept. Any other warning (stream data that does not
 * decode, an unknown token, a dictionary or object that had to be recovered, a cross-reference
 * table rebuilt) means qpdf read the file in a way another reader might not: the file is refused
 * as unreadable. The list holds what the benign corpus shows harmless, by exact text, after the
 * location qpdf puts in front ("input (object 5 0, offset 120): "); see
 * docs/decisions/pdf-active-content.md.
 */
export const HARMLESS_WARNINGS: ReadonlySet<string> = new Set<string>([]);

/** qpdf's "<file> (<where>): " in front of a warning. */
const LOCATION = /^(?:input|rewritten)(?: \([^)]*\))?: /;

/** The first warning that makes a file unreadable, or null when every warning is harmless. */
export function harmfulWarning(warnings: readonly string[]): string | null {
  return warnings.find((warning) => !HARMLESS_WARNINGS.has(warning.replace(LOCATION, ''))) ?? null;
}
