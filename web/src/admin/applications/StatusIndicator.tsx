import type { ProcessingStatus } from '@funding/contracts';
import type { ReactNode } from 'react';
import { ErrorsTooltip } from './ErrorsTooltip';

const LOOK = {
  done: { dot: 'bg-green-600', badge: 'bg-green-50 text-green-900 ring-green-700' },
  failed: { dot: 'bg-red-600', badge: 'bg-red-50 text-red-900 ring-red-700' },
  waiting: { dot: 'bg-yellow-400', badge: 'bg-yellow-50 text-yellow-900 ring-yellow-600' },
};

const DONE_TEXT = { PDF: 'Generated', Email: 'Sent' } as const;

interface StatusIndicatorProps {
  step: keyof typeof DONE_TEXT;
  status: ProcessingStatus;
  errors: readonly string[];
}

/**
 * Green done, red failed, yellow processing, always with a word beside the colour
 * (docs/product.md#the-admin-portal). A failure shows its errors on hover, on keyboard focus and on
 * click.
 */
export function StatusIndicator({ step, status, errors }: StatusIndicatorProps) {
  const text = status === 'done' ? DONE_TEXT[step] : status === 'failed' ? 'Failed' : 'Processing';
  const look = status === 'done' ? LOOK.done : status === 'failed' ? LOOK.failed : LOOK.waiting;
  const badge = `inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${look.badge}`;
  const content: ReactNode = (
    <>
      <span aria-hidden="true" className={`size-2 rounded-full ${look.dot}`} />
      <span className="sr-only">{step} status: </span>
      {text}
    </>
  );
  if (status !== 'failed' || errors.length === 0) return <span className={badge}>{content}</span>;
  return (
    <ErrorsTooltip className={`${badge} cursor-pointer`} errors={errors}>
      {content}
    </ErrorsTooltip>
  );
}
