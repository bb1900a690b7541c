import type { RetentionState } from '@funding/contracts';
import { formatDateTime } from './format';

/**
 * Where the application stands with the retention policy (docs/operations.md#retention-and-disposal):
 * when its personal data and documents will be disposed of, the legal hold that keeps them, or
 * when they were disposed of.
 */
export function RetentionLine({ retention }: { retention: RetentionState }) {
  const { disposedAt, legalHold, disposalDueAt } = retention;
  let text: string;
  if (disposedAt) text = `Personal data and documents disposed of on ${formatDateTime(disposedAt)}`;
  else if (legalHold)
    text = `On legal hold since ${formatDateTime(legalHold.placedAt)}${legalHold.placedBy ? ` (${legalHold.placedBy})` : ''}: ${legalHold.reason}. Kept until the hold is lifted.`;
  else if (disposalDueAt) text = `Will be disposed of on ${formatDateTime(disposalDueAt)}`;
  else return null;
  return <p className="text-sm text-slate-700">{text}</p>;
}
