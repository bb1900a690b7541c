import { MESSAGES } from '@funding/contracts';
import type { Ref } from 'react';
import type { ErrorSummary as ErrorSummaryData } from './error-summary';

interface ErrorSummaryProps {
  summary: ErrorSummaryData;
  onSelectField: (field: string) => void;
  ref?: Ref<HTMLDivElement>;
}

// Under the submit button, up to five fields, then '... and N more'
// (docs/product.md#the-application-form). Each entry takes the applicant to its step and field.
export function ErrorSummary({ summary, onSelectField, ref }: ErrorSummaryProps) {
  if (summary.entries.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4"
      data-testid="error-summary"
    >
      <p id="error-summary-title" className="font-semibold text-red-900">
        {MESSAGES.errorSummaryTitle}
      </p>
      <ul className="mt-2 space-y-1">
        {summary.entries.map((entry) => (
          <li key={entry.field}>
            <button
              type="button"
              onClick={() => onSelectField(entry.field)}
              className="text-left text-sm text-red-900 underline underline-offset-2 hover:no-underline"
            >
              <span className="font-semibold">{entry.label}</span>: {entry.message}
            </button>
          </li>
        ))}
      </ul>
      {summary.hiddenCount > 0 && (
        <p className="mt-1 text-sm text-red-900">{MESSAGES.errorSummaryMore(summary.hiddenCount)}</p>
      )}
    </div>
  );
}
