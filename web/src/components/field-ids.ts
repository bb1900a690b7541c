// One naming rule for the ids that tie a label, a hint and an error message to their input, so
// the error summary can find a field's element from its name alone.
export function errorIdOf(fieldId: string): string {
  return `${fieldId}-error`;
}

export function hintIdOf(fieldId: string): string {
  return `${fieldId}-hint`;
}

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}

// The element the error summary focuses for a file slot: whichever button the control shows.
export function fileControlIdOf(slot: string): string {
  return `${slot}-control`;
}
