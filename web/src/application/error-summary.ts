export interface ErrorSummaryEntry {
  field: string;
  label: string;
  message: string;
}

export interface ErrorSummary {
  entries: ErrorSummaryEntry[];
  // How many more fields have errors than the summary lists ('... and N more').
  hiddenCount: number;
}

// Lists the fields in the order of the form (so the first entry is the first thing to fix), then any
// field the form does not know (a server message), at most `maxEntries` of them.
export function buildErrorSummary(
  messagesByField: Readonly<Record<string, string | undefined>>,
  fieldOrder: readonly string[],
  labels: Readonly<Record<string, string>>,
  maxEntries: number,
): ErrorSummary {
  const known = fieldOrder.filter((field) => messagesByField[field]);
  const unknown = Object.keys(messagesByField).filter(
    (field) => messagesByField[field] && !fieldOrder.includes(field),
  );
  const all = [...known, ...unknown].map((field) => ({
    field,
    label: labels[field] ?? field,
    message: messagesByField[field]!,
  }));
  return { entries: all.slice(0, maxEntries), hiddenCount: Math.max(0, all.length - maxEntries) };
}
