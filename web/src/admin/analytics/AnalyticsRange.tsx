import { ANALYTICS_EARLIEST_DATE } from '@funding/contracts';
import { type FormEvent, useState } from 'react';
import { inputClasses, labelClasses } from '../../components/input-classes';
import { primaryButton } from '../ui/buttons';
import { FormError } from '../ui/FormError';

interface Range {
  from: string;
  to: string;
}

/**
 * The days whose applications the screen counts (both included, in the browser's time zone). Applied with the button, so
 * one range is one step in the history; the range is part of the address.
 */
export function AnalyticsRange({ range, onApply }: { range: Range; onApply: (range: Range) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The API's own messages (analyticsQuerySchema), said before the request is sent.
    if (!from) return setProblem('From must be a date such as 2026-11-01');
    if (!to) return setProblem('To must be a date such as 2026-11-30');
    if (from > to) return setProblem('From must not be after To');
    setProblem(null);
    onApply({ from, to });
  };
  return (
    <form aria-label="Date range" onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <div>
        <label htmlFor="analytics-from" className={labelClasses}>
          From
        </label>
        <input
          id="analytics-from"
          type="date"
          min={ANALYTICS_EARLIEST_DATE}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className={`${inputClasses} w-auto`}
        />
      </div>
      <div>
        <label htmlFor="analytics-to" className={labelClasses}>
          To
        </label>
        <input
          id="analytics-to"
          type="date"
          min={ANALYTICS_EARLIEST_DATE}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className={`${inputClasses} w-auto`}
        />
      </div>
      <button type="submit" className={primaryButton}>
        Show
      </button>
      <FormError message={problem} className="basis-full" />
    </form>
  );
}
